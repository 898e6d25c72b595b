// Type-checks every package of the workspace with its own tsconfig (strict, from tsconfig.base.json).
import { PACKAGES, run } from './lib.mjs';

let worst = 0;
for (const p of PACKAGES) worst = Math.max(worst, run('pnpm', ['exec', 'tsc', '-p', p, '--noEmit'], { quiet: true }));
console.info(worst === 0 ? `typecheck: ${PACKAGES.length} packages clean` : 'typecheck failed');
process.exit(worst);
