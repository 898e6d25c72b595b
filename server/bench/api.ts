/**
 * API throughput: starts the server as its own process (PGlite in memory, logs off), logs in the
 * demo account and drives autocannon at one route. Prints requests/s and latency percentiles.
 *   pnpm --filter @kickoff/server bench [-- --route /healthz --seconds 10 --connections 50]
 */
import { spawn } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '@kickoff/shared/contracts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '');
const route = args.get('route') ?? '/user/center/info';
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 50);
const port = Number(args.get('port') ?? 39290);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', RATE_LIMIT_MAX: '100000000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  child.stdout.on('data', (d: Buffer) => d.toString().includes('KICKOFF_LISTENING') && resolve());
  child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
});

try {
  const base = `http://127.0.0.1:${port}`;
  const c = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_AES_KEY), Buffer.from(DEFAULT_AES_IV));
  const password = Buffer.concat([c.update('kickoff123', 'utf8'), c.final()]).toString('base64');
  const login = (await (
    await fetch(`${base}/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ phone: '13800000000', password }) })
  ).json()) as { data: { accessToken: string } };

  const result = await autocannon({ url: base + route, connections, duration: seconds, headers: { accessToken: login.data.accessToken } });
  const non2xx = result.non2xx + result.errors;
  console.info(`route        GET ${route}${route === '/user/center/info' ? ' (token lookup + user row from PGlite, per request)' : ''}`);
  console.info(`load         ${connections} connections, ${seconds} s, ${result.requests.total} requests, ${non2xx} errors/non-2xx`);
  console.info(`throughput   ${Math.round(result.requests.average)} req/s (mean)`);
  console.info(`latency      p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
} finally {
  child.kill('SIGTERM');
}
