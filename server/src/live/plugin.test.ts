/**
 * The app's live plugin as main.ts will register it: on an empty database it has a full day ready
 * at once (fixtures, results, odds), stores it, and a restarted app resumes the same day.
 */
import { LIVE_PATHS, PLATFORM } from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import live from './routes';

const PORT = 39321;
let t: OpenTestDb;

async function boot(): Promise<FastifyInstance> {
  const config = { ...loadConfig({ NODE_ENV: 'test', PORT: String(PORT), LIVE_SPEED: '1' }), host: '127.0.0.1' };
  const hub = createHub({ allowedOrigins: [], resolveUser: async () => null });
  const app = await buildApp({ db: t.db, hub, config, plugins: [live as never], docsUi: false });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  return app;
}

async function get<T>(url: string): Promise<{ code: number; data: T }> {
  return (await (await fetch(`http://127.0.0.1:${PORT}${url}`)).json()) as { code: number; data: T };
}

beforeAll(async () => {
  t = await openTestDb();
}, 60_000);

afterAll(async () => {
  await t.close();
});

it('serves a realistic day from a fresh database and resumes it after a restart', async () => {
  // buildApp's onClose destroys the db it is given, so the restart reuses the same kysely by keeping it open
  const destroy = t.db.destroy.bind(t.db);
  t.db.destroy = async () => undefined;
  try {
    await dayAndRestart();
  } finally {
    t.db.destroy = destroy;
  }
}, 90_000);

async function dayAndRestart(): Promise<void> {
  const started = Date.now();
  const first = await boot();
  const today = await get<Array<{ id: number; s: number; sc: [number, number] }>>(
    `${LIVE_PATHS.footballLive}?platform=${PLATFORM}`,
  );
  expect(Date.now() - started).toBeLessThan(20_000);
  expect(today.code).toBe(200);
  expect(today.data.length).toBeGreaterThanOrEqual(90);
  const results = await get<Array<{ s: number }>>(`${LIVE_PATHS.footballMatches}?tab=sg`);
  expect(results.data.length).toBeGreaterThanOrEqual(80);
  const basketball = await get<unknown[]>(LIVE_PATHS.basketballMatches);
  expect(basketball.data.length).toBeGreaterThanOrEqual(20);
  await first.close();

  const rows = await t.db
    .withTables<{ live_matches: { id: number; done: boolean } }>()
    .selectFrom('live_matches')
    .select(['id', 'done'])
    .execute();
  expect(rows.length).toBeGreaterThanOrEqual(today.data.length);
  expect(rows.filter((r) => r.done).length).toBeGreaterThanOrEqual(results.data.length);

  const second = await boot();
  const again = await get<Array<{ id: number; s: number; sc: [number, number] }>>(
    `${LIVE_PATHS.footballMatches}?tab=sg`,
  );
  expect(again.data.map((r) => r.s)).toEqual(results.data.map((r) => r.s));
  expect(JSON.stringify(again.data)).toBe(JSON.stringify(results.data));
  await second.close();
}
