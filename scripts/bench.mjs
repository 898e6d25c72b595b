// `pnpm bench`: the figures we watch — API throughput, engine load and WebSocket fan-out, bundle
// sizes, list rendering under a stream of updates. Each package's `bench` script prints its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, PACKAGES, run } from './lib.mjs';

let worst = run('node', ['scripts/bundle-sizes.mjs']);
for (const p of PACKAGES) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, p, 'package.json'), 'utf8'));
  if (!pkg.scripts?.bench) continue;
  console.info(`\n=== ${p} ===`);
  worst = Math.max(worst, run('pnpm', ['--filter', `./${p}`, 'run', 'bench']));
}
process.exit(worst);
