/**
 * `/dev/*` (the SMS outbox hands out any phone's login code): off unless a test sets DEV_ROUTES=1,
 * never in production (what `npm start` runs), and even when on, only for this machine.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { startServer, type RunningServer } from '../test-support/server';
import { fromThisMachine } from './dev-routes';

const DEV_PATHS: Array<[string, string, unknown?]> = [
  ['GET', '/dev/sms/outbox?phone=13800000000'],
  ['POST', '/dev/hub/publish', { topic: 'match:1', code: 10031, data: null }],
];

async function call(
  base: string,
  [method, path, body]: [string, string, unknown?],
  headers: Record<string, string> = {},
) {
  const init: RequestInit = {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
  };
  if (body) init.body = JSON.stringify(body);
  const res = await fetch(base + path, init);
  return { status: res.status, body: (await res.json()) as { code: number } };
}

describe('production mode, as `npm start` runs the server (NODE_ENV=production)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // no demo world: nothing here reads it
    server = await startServer(39240, {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 404 on every /dev route', async () => {
    for (const route of DEV_PATHS) expect([route[1], (await call(server.url, route)).status]).toEqual([route[1], 404]);
  });

  it('refuses to start with the dev flag at all', async () => {
    await expect(startServer(39241, { NODE_ENV: 'production', DEV_ROUTES: '1' })).rejects.toThrow(
      'DEV_ROUTES=1 is refused with NODE_ENV=production',
    );
  });
});

describe('with DEV_ROUTES=1 (tests only)', () => {
  let t: OpenTestDb;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    t = await openTestDb();
    const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }), dataDir: ':memory:' };
    const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
    app = await buildApp({ db: t.db, hub, config, docsUi: false });
    base = await app.listen({ port: 39242, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('serves the outbox to a caller on this machine', async () => {
    const res = await call(base, DEV_PATHS[0]!);
    expect([res.status, res.body.code]).toEqual([200, 200]);
  });

  it('answers 404 to a request that came through a proxy', async () => {
    for (const route of DEV_PATHS) {
      expect((await call(base, route, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
      expect((await call(base, route, { forwarded: 'for=203.0.113.9' })).status).toBe(404);
    }
  });
});

test('only a loopback peer without proxy headers counts as this machine', () => {
  expect(fromThisMachine('127.0.0.1', {})).toBe(true);
  expect(fromThisMachine('::1', {})).toBe(true);
  expect(fromThisMachine('::ffff:127.0.0.1', {})).toBe(true);
  expect(fromThisMachine('192.168.1.20', {})).toBe(false);
  expect(fromThisMachine('::ffff:10.0.0.5', {})).toBe(false);
  expect(fromThisMachine('fe80::1', {})).toBe(false);
  expect(fromThisMachine(undefined, {})).toBe(false);
  expect(fromThisMachine('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
});
