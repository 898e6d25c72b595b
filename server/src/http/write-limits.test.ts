/**
 * Write limits: a route naming a kind is counted per account and per client IP; the one that runs
 * out first answers 429 RATE_LIMITED with Retry-After, and the handler (the write) never runs.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { installErrorHandling } from './error-handler';
import { WRITE_LIMITS, installWriteLimits } from './write-limits';

let app: FastifyInstance;
let writes = 0;
const tokens: Record<string, number> = { fanA: 1, fanB: 2 };

beforeAll(async () => {
  app = Fastify({ trustProxy: true });
  installErrorHandling(app);
  installWriteLimits(app, { resolveUser: async (t) => tokens[t] ?? null, warn: () => undefined });
  app.post('/post', { config: { writeLimit: 'post' } }, async () => {
    writes += 1;
    return { code: 200, data: null, msg: '' };
  });
  app.post('/read', async () => ({ code: 200, data: null, msg: '' }));
  await app.ready();
});

afterAll(() => app.close());

const post = (ip: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/post',
    headers: { 'x-forwarded-for': ip, ...(token ? { accesstoken: token } : {}) },
  });

test('an account gets its budget per window; the next write is refused and not made', async () => {
  const { perAccount } = WRITE_LIMITS.post;
  for (let i = 0; i < perAccount; i++) expect((await post('198.51.100.1', 'fanA')).statusCode).toBe(200);
  const before = writes;
  const refused = await post('198.51.100.2', 'fanA');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: ErrorCodes.RATE_LIMITED, msg: '操作太频繁，请稍后再试' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(writes).toBe(before);
  // another account, same network, still writes
  expect((await post('198.51.100.1', 'fanB')).statusCode).toBe(200);
});

test('one IP gets its own budget however many accounts or visitors it rotates', async () => {
  const { perIp } = WRITE_LIMITS.post;
  const codes: number[] = [];
  for (let i = 0; i <= perIp; i++) codes.push((await post('203.0.113.9', i % 2 ? undefined : 'unknown')).statusCode);
  expect(codes.slice(0, perIp).every((c) => c === 200)).toBe(true);
  expect(codes[perIp]).toBe(429);
  expect((await post('203.0.113.10')).statusCode).toBe(200);
});

test('routes without a write kind are not counted', async () => {
  for (let i = 0; i < 100; i++) expect((await app.inject({ method: 'POST', url: '/read' })).statusCode).toBe(200);
});
