/**
 * API throughput: starts the server as its own process (PGlite in memory, logs off, rate limit
 * off), logs in the demo account and drives autocannon at each route in turn, `/healthz` first,
 * so every figure is also printed as a ratio to `/healthz` measured in the same run.
 *   pnpm --filter @kickoff/server bench:api [-- --route /user/center/info --seconds 10 --connections 50]
 */
import { createCipheriv } from 'node:crypto';
import autocannon from 'autocannon';
import { ACCOUNT_PATHS, DEFAULT_AES_IV, DEFAULT_AES_KEY, LIVE_PATHS, PLATFORM } from '@kickoff/shared/contracts';
import { benchArgs, startBenchServer } from './bench-server';

const LIVE_LIST = `${LIVE_PATHS.footballLive}?platform=${PLATFORM}`;
const args = benchArgs();
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 50);
const port = Number(args.get('port') ?? 39290);
const routes: Array<{ route: string; note: string; headers?: Record<string, string> }> = args.get('route')
  ? [{ route: args.get('route') as string, note: '' }]
  : [
      { route: LIVE_LIST, note: 'football live list, full body (~45 KB JSON)' },
      { route: LIVE_LIST, note: 'same, Accept-Encoding: gzip', headers: { 'accept-encoding': 'gzip' } },
      { route: ACCOUNT_PATHS.centerInfo, note: 'token lookup + user row per request' },
    ];

const child = await startBenchServer(port);

async function run(route: string, headers: Record<string, string>) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${route}`, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}

try {
  const base = `http://127.0.0.1:${port}`;
  const c = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_AES_KEY), Buffer.from(DEFAULT_AES_IV));
  const password = Buffer.concat([c.update('kickoff123', 'utf8'), c.final()]).toString('base64');
  const login = (await (
    await fetch(`${base}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone: '13800000000', password }),
    })
  ).json()) as { data: { accessToken: string } };
  const token = { accessToken: login.data.accessToken };

  console.info(`load         ${connections} connections, ${seconds} s per route, live engine ticking`);
  const health = await run('/healthz', {});
  console.info(
    `GET /healthz                                   ${health.rps} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms`,
  );
  for (const { route, note, headers } of routes) {
    const r = await run(route, { ...token, ...headers });
    const ratio = (r.rps / health.rps).toFixed(2);
    console.info(`GET ${route}  ${note}`);
    console.info(
      `             ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.bad} errors/non-2xx, ratio to ` +
        `/healthz ${ratio}`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
