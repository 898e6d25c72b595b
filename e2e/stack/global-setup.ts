/**
 * Starts the stack once for the run (ops/src/stack.ts) on a copy of deploy/remotes — specs switch
 * remotes there, never in the repository — with the e2e suite's fast clock; the specs attach to it
 * by its folder. `E2E_STACK_DIR` attaches to a stack already running instead (`KICKOFF_DEPLOY_DIR=…
 * pnpm stack up`, for working on a spec without waiting for a start). A production start seeds no
 * account: the specs' administrator, anchor, room and fans are made here as a deployment makes them
 * (people.ts).
 */
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { attachStack, startStack } from '@kickoff/ops/src/stack';
import { ROOT } from '@kickoff/ops/src/suite';
import { ensurePeople } from './people';

export const STACK_SERVER_ENV = {
  LIVE_SPEED: '20',
  LIVE_DEMO_EVERY_S: '60',
  LIVE_DEMO_FIRST_S: '15',
  SEED: '20261122',
  LOG_LEVEL: 'info',
  // the load tests' thousand sockets and their refills all come from 127.0.0.1
  RATE_LIMIT_MAX: '1000000',
  WRITE_LIMIT_SCALE: '100',
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_STACK_DIR) {
    const running = attachStack(process.env.E2E_STACK_DIR);
    if (running.deployDir === path.join(ROOT, 'deploy/remotes')) {
      throw new Error('the attached stack serves deploy/remotes itself: start it with KICKOFF_DEPLOY_DIR=<a copy>');
    }
    await ensurePeople(running);
    return async () => undefined;
  }
  const deployDir = mkdtempSync(path.join(tmpdir(), 'kickoff-stack-deploy-'));
  // nginx's workers read staging.json there
  chmodSync(deployDir, 0o755);
  for (const f of ['staging.json', 'staging.policy.json']) {
    copyFileSync(path.join(ROOT, 'deploy/remotes', f), path.join(deployDir, f));
  }
  const started = Date.now();
  const stack = await startStack({ deployDir, serverEnv: STACK_SERVER_ENV, log: (l) => console.info(`[stack] ${l}`) });
  console.info(`[stack] up in ${((Date.now() - started) / 1000).toFixed(1)} s, logs in ${stack.logs}`);
  process.env.E2E_STACK_DIR = stack.dir;
  const made = Date.now();
  try {
    await ensurePeople(stack);
  } catch (err) {
    await stack.stop();
    throw err;
  }
  console.info(`[stack] administrator, anchor, room and fans made in ${((Date.now() - made) / 1000).toFixed(1)} s`);
  return async () => {
    await stack.stop();
    rmSync(deployDir, { recursive: true, force: true });
  };
}
