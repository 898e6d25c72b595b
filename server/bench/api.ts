/**
 * API throughput: starts the server as its own process (PGlite in memory, logs off), logs in the
 * demo account and drives autocannon at one route. Prints requests/s and latency percentiles.
 *   pnpm --filter @kickoff/server bench:api [-- --route /healthz --seconds 10 --connections 50]
 */
import { createCipheriv } from 'node:crypto';
import autocannon from 'autocannon';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '@kickoff/shared/contracts';
import { benchArgs, startBenchServer } from './bench-server';

const args = benchArgs();
const route = args.get('route') ?? '/user/center/info';
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 50);
const port = Number(args.get('port') ?? 39290);

const child = await startBenchServer(port);

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
