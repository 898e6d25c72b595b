// Throw-away PostgreSQL for the test run, so the server suite also runs on a real PostgreSQL.
// apt does not start services here, and postgres refuses to run as root: run it as `postgres`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function pgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(base, v, 'bin/postgres'))) return path.join(base, v, 'bin');
  return null;
}

function asPostgres(cmd, args) {
  const root = process.getuid?.() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export async function startPostgres(port = 39500) {
  const bin = pgBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres', dir]);
  const [c1, a1] = asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'kickoff',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  execFileSync(c1, a1, { stdio: 'ignore' });
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const [c2, a2] = asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    opts,
    'start',
  ]);
  execFileSync(c2, a2, { stdio: 'ignore' });
  return {
    url: `postgres://kickoff@127.0.0.1:${port}/postgres`,
    async stop() {
      const [c3, a3] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      execFileSync(c3, a3, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
