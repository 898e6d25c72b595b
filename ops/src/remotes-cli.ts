/**
 * `pnpm remotes <command>`: switch which build of a remote an environment's host mounts.
 *   list      [--env E]
 *   set       <remote> <version|url> --env E [--version V] [--no-validate]
 *   validate  [--env E]
 *   history   [--env E]
 *   rollback  [--env E] [--to N]
 * Manifests live in deploy/remotes/ (KICKOFF_DEPLOY_DIR overrides, for tests and other checkouts).
 */
import { runRemotesCommand } from './remotes-commands';

runRemotesCommand(process.argv.slice(2), { out: (l) => console.info(l), err: (l) => console.error(l) })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((e: unknown) => {
    console.error((e as Error).message);
    process.exitCode = 1;
  });
