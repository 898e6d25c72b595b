/** What the benches share: their command-line flags, and the real server started as its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { createCipheriv } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '@kickoff/shared/contracts';
import { DEMO_USER } from '../src/accounts/users';

/** `--name value` pairs after the script name. */
export function benchArgs(): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 2; i < process.argv.length; i += 2)
    args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '');
  return args;
}

/**
 * Starts `src/main.ts` (PGlite in memory unless `env` says otherwise, rate and socket limits lifted, dev routes on) on
 * `port`; resolves once it listens and its start-up seeds are done.
 */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the bench's load
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DEV_ROUTES: '1',
      // every bench client comes from 127.0.0.1: lift the per-IP budgets
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_HOT_MAX: '100000000',
      WRITE_LIMIT_SCALE: '1000',
      WS_MAX_PER_IP: '100000',
      // bench sockets do not beat; opening 10,000 of them can take longer than the 35 s idle drop
      IDLE_DROP_MS: '600000',
      // the seeded anchors and fans sign in with this (SEEDED_PHONES); the demo fan with its own
      SEED_PASSWORD: BENCH_SEED_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // measured from when the seeds that run after listening are done, not while they still take the CPU
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('KICKOFF_SETTLED') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** The 1-minute load average (runnable processes; this machine has 2 cores), printed with each figure. */
export function machineLoad(): string {
  return (loadavg()[0] ?? 0).toFixed(1);
}

/** The password a bench server gives the seeded accounts but the demo fan (SEED_PASSWORD). */
export const BENCH_SEED_PASSWORD = 'seeded-for-bench';

/** A seeded account's password on a bench server: the demo fan's published one, else BENCH_SEED_PASSWORD. */
export function seededPassword(phone: string): string {
  return phone === DEMO_USER.phone ? DEMO_USER.password : BENCH_SEED_PASSWORD;
}

/** The accounts the demo seed makes that benches sign in as: the demo fan, the anchors, their fans. */
export const SEEDED_PHONES = ['13800000000', '19900000001', '19900000002', '19900000003', '19900000004'].concat([
  '19900000005',
  '19900000101',
  '19900000102',
  '19900000103',
]);

/** A password as the login and register forms send it (AES-128-CBC, base64). */
export function encryptPassword(plain: string): string {
  const c = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_AES_KEY), Buffer.from(DEFAULT_AES_IV));
  return Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
}
