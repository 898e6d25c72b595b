// Type-checks every package of the workspace with its own tsconfig (strict, from tsconfig.base.json),
// one package per core at a time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGES, runPool } from './lib.mjs';

export const typecheckJobs = PACKAGES.map((p) => ({
  name: `tsc -p ${p}`,
  cmd: 'pnpm',
  args: ['exec', 'tsc', '-p', p, '--noEmit'],
}));

// run as a command (`pnpm typecheck`); scripts/test.mjs imports the jobs instead
if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  const failed = await runPool(typecheckJobs);
  console.info(
    failed.length === 0 ? `typecheck: ${PACKAGES.length} packages clean` : `typecheck failed: ${failed.join(', ')}`,
  );
  process.exit(failed.length === 0 ? 0 : 1);
}
