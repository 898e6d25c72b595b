// `npm start`: from a fresh clone with only Node and npm — install, build for production, serve the
// whole suite (host on 8080 answering the API and socket too, remotes on 8081–8085, API on 3000) on
// embedded defaults. Quiet: the install and build speak only when they fail or warn, then one line
// per service; LOG_LEVEL=info brings the server's request logs back.
import { spawnSync } from 'node:child_process';
import { ROOT, ensureInstalled, mustRun } from './lib.mjs';

// DEP0155 comes from the federation plugin resolving the prefix share '@kickoff/shared/' (a key
// ending in '/', shared/build/federation.cjs) against the package's exports: harmless noise.
const quietNode = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=DEP0155`.trim() };

ensureInstalled({ quiet: true });
if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const env = { ...process.env, ...quietNode };
  const res = spawnSync('node', ['scripts/build.mjs'], { cwd: ROOT, encoding: 'utf8', env, maxBuffer: 64 << 20 });
  const out = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.status !== 0) {
    process.stdout.write(out);
    console.error('✗ build failed');
    process.exit(res.status ?? 1);
  }
  // webpack's own warnings and errors are kept; the progress chatter is not
  const warnings = out.split('\n').filter((l) => /^(WARNING|ERROR)\b/.test(l));
  if (warnings.length) console.warn(warnings.join('\n'));
  console.info(`built the host and 5 remotes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
mustRun('node', ['--import', 'tsx', 'ops/src/start.ts'], { quiet: true });
