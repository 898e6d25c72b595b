/**
 * Every write route of the whole server (the platform and every plugin main.ts registers) is
 * counted per account and per IP: a POST/PUT/PATCH/DELETE without `config: { writeLimit }` fails
 * this test unless it is listed below with the reason it needs no write budget.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { extraPlugins } from '../plugins';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { writeRoutesOf } from './write-limits';

/** POSTs that read (the spec's API asks for POST): they store nothing. */
const READS = [
  'POST /imapi/websocket', // hands out the socket address
  'POST /chat/getToken', // a room's chat topic and whether the fan may speak
  'POST /chat/notice', // a room's announcement
  'POST /chat/page', // a page of a room's chat (the reconnect gap refill)
  'POST /inform/info/list', // a news column's page
  'POST /tj/expert/match/list',
  'POST /tj/expert/pc/experts',
  'POST /tj/expert/home/head',
  'POST /tj/expert/home/rec',
  'POST /tj/expert/me',
];

/** Writes with budgets of their own, before any account exists or outside production. */
const OWN_BUDGETS = [
  // sign-in: strict per-IP budgets (rateLimit config, IP_KEYED_ROUTES) and per phone a code
  // cooldown, a guess cap (sms-codes.ts) and a login lockout (login-limit.ts)
  'POST /inform/send/code',
  'POST /user/register',
  'POST /user/login',
  'POST /user/password/reset',
  // browsers' CSP reports: 8 KB at most, stored nowhere, logged at a capped rate (csp-reports.ts)
  'POST /api/csp-report',
  // DEV_ROUTES only, never registered in production (app.ts), from this machine only
  'POST /dev/sms/release',
  'POST /dev/hub/publish',
  'POST /dev/database/worldcup',
  'POST /dev/live/var-match',
];

// the route table does not depend on the database: the embedded pass checks it, the PostgreSQL pass need not
const describeOnce = process.env.TEST_DATABASE_URL ? describe.skip : describe;

let t: OpenTestDb;
let app: FastifyInstance;

describeOnce('write routes', () => {
  beforeAll(async () => {
    t = await openTestDb();
    const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }), dataDir: ':memory:' };
    const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
    app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: extraPlugins });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  test('every POST/PUT/PATCH/DELETE route has a write kind, or is a listed read or own-budget route', () => {
    const routes = writeRoutesOf(app);
    const names = routes.map((r) => `${r.method} ${r.url}`);
    const unlimited = routes
      .filter((r) => !r.writeLimit)
      .map((r) => `${r.method} ${r.url}`)
      .filter((name) => !READS.includes(name) && !OWN_BUDGETS.includes(name));
    expect(unlimited).toEqual([]);
    // the lists name real routes (a renamed route must not leave a stale exemption behind)
    expect([...READS, ...OWN_BUDGETS].filter((name) => !names.includes(name))).toEqual([]);
    // and the exempt ones really carry no kind (a kind added later: drop it from the list)
    const limited = routes.filter((r) => r.writeLimit).map((r) => `${r.method} ${r.url}`);
    expect([...READS, ...OWN_BUDGETS].filter((name) => limited.includes(name))).toEqual([]);
    // the writes the issue names are among them
    const kinds = new Set(routes.map((r) => r.writeLimit));
    for (const kind of ['chat', 'message', 'post', 'comment', 'gift', 'draw', 'tip'] as const) {
      expect([kind, kinds.has(kind)]).toEqual([kind, true]);
    }
    expect(routes.length).toBeGreaterThan(60);
  });
});
