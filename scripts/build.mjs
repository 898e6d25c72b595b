// Production build of the host and the five remotes (two at a time: the machine has two cores),
// and @kickoff/shared's type declarations (shared/dist/types) for teams that consume it as a package.
import { ROOT, APPS, run } from './lib.mjs';
import { spawn } from 'node:child_process';

async function buildAll() {
  const queue = ['shared', ...APPS];
  const failed = [];
  const times = {};
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      const code = await new Promise((resolve) => {
        const p = spawn('pnpm', ['--filter', `./${app}`, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
        p.on('exit', (c) => resolve(c ?? 1));
      });
      times[app] = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) failed.push(app);
    }
  };
  await Promise.all([worker(), worker()]);
  console.info(
    `build times (s): ${Object.entries(times)
      .map(([a, t]) => `${a} ${t}`)
      .join(', ')}`,
  );
  if (failed.length) {
    console.error(`✗ build failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void run; // lib's run is for sequential steps; builds run two at a time here
await buildAll();
