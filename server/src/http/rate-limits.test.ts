/**
 * Request budgets behind a trusted proxy (TRUST_PROXY = the proxy's address, here loopback as
 * nginx would be): a forged X-Forwarded-For does not buy more login attempts, signed-in callers
 * are counted per account, and with Redis gone the budgets keep working on local counters.
 */
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, type LoginResult } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { encryptPassword } from '../test-support/crypto';
import { startRedis, type RunningRedis } from '../test-support/redis';

let redis: RunningRedis;
let server: RunningServer;
let database: TestDatabase;

/** A request as nginx forwards it: whatever the client claimed, then the address nginx saw. */
interface ViaProxy {
  claimed?: string;
  token?: string;
  form?: Record<string, string>;
}

function viaProxy(path: string, clientIp: string, opts: ViaProxy = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': [opts.claimed, clientIp].filter(Boolean).join(', ') };
  if (opts.token) headers.accessToken = opts.token;
  if (opts.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const init: RequestInit = opts.form
    ? { method: 'POST', headers, body: new URLSearchParams(opts.form).toString() }
    : { headers };
  return fetch(server.url + path, init);
}

const password = (p: string) => encryptPassword(p, DEFAULT_AES_KEY, DEFAULT_AES_IV);

beforeAll(async () => {
  redis = await startRedis(39226);
  database = await testDatabase();
  const env = { ...database.env, REDIS_URL: redis.url, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '5' };
  server = await startServer(39218, env);
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await redis?.stop();
  await database?.drop();
});

test('a forged X-Forwarded-For does not escape the login limit; another real client has its own', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await viaProxy('/user/login', '203.0.113.7', {
      claimed: `10.9.${i}.1`,
      // wrong SMS-code guesses: as counted as password guesses, without 30 slow password hashes
      form: { phone: `1390000${String(i).padStart(4, '0')}`, code: '123456' },
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
  const other = await viaProxy('/user/login', '203.0.113.8', { form: { phone: '13900009999', code: '123456' } });
  expect(other.status).toBe(200);
});

test('a signed-in caller is counted per account, not per network address', async () => {
  const form = { phone: '13800000000', password: password('kickoff123') };
  const login = await viaProxy('/user/login', '203.0.113.9', { form });
  const token = ((await login.json()) as { data: LoginResult }).data.accessToken;
  for (let i = 0; i < 5; i++) expect((await viaProxy('/user/center/info', '198.51.100.1', { token })).status).toBe(200);
  expect((await viaProxy('/user/center/info', '198.51.100.1', { token })).status).toBe(429);
  // a visitor behind the same carrier NAT still has the address's budget
  expect((await viaProxy('/healthz', '198.51.100.1')).status).toBe(200);
  // and the account's budget follows it to another address
  expect((await viaProxy('/user/center/info', '198.51.100.50', { token })).status).toBe(429);
});

test('with Redis down, requests are still served and budgets still hold on local counters', async () => {
  await redis.stop();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await viaProxy('/healthz', '198.51.100.2')).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});
