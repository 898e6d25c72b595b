// Helpers for the root scripts (start, test, build, bench): run a command, make sure pnpm exists.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  'host',
  'remote-scores',
  'remote-vlive',
  'remote-news',
  'remote-messaging',
  'remote-account',
  'remote-console',
];
export const PACKAGES = ['shared', 'server', 'ops', 'e2e', ...APPS];

/** Runs a command in the repo (inherits stdio); returns its exit code. */
export function run(cmd, args, opts = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (!opts.quiet) console.info(`— ${cmd} ${args.join(' ')}: exit ${res.status ?? res.signal} in ${secs} s`);
  return res.status ?? 1;
}

/**
 * Runs independent commands a few at a time (one per core), each one's output held and printed
 * whole when it ends, so two checks never interleave their lines. Resolves to the failed names.
 */
export async function runPool(jobs, width = availableParallelism()) {
  const failed = [];
  const queue = [...jobs];
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const child = spawn(job.cmd, job.args, { cwd: ROOT, env: process.env });
      const out = [];
      child.stdout.on('data', (c) => out.push(c));
      child.stderr.on('data', (c) => out.push(c));
      const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
      process.stdout.write(Buffer.concat(out));
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`— ${job.name}: exit ${code} in ${secs} s`);
      if (code !== 0) failed.push(job.name);
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return failed;
}

export function mustRun(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`✗ ${cmd} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

export function has(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A fresh machine has Node and npm only: install pnpm (v12 runs on Node 20), then the workspace.
 * `quiet` (npm start) shows the install's output only when it fails.
 */
export function ensureInstalled({ quiet = false } = {}) {
  if (!has('pnpm')) mustRun('npm', ['install', '--global', 'pnpm@12']);
  const args = ['install', '--frozen-lockfile', '--reporter=append-only'];
  if (!quiet) return mustRun('pnpm', args);
  const res = spawnSync('pnpm', args, { cwd: ROOT, encoding: 'utf8' });
  if (res.status !== 0) {
    process.stdout.write(res.stdout ?? '');
    process.stderr.write(res.stderr ?? '');
    console.error('✗ pnpm install failed');
    process.exit(res.status ?? 1);
  }
}
