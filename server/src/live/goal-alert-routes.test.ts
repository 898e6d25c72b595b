/**
 * `GET /api/live/goal-alerts?after=`: the goal alerts a reconnecting client missed, read back from
 * the stored incidents of a real engine (speed 60 over the test database) — the same alerts, with
 * the same sequences, as the engine pushed; oldest first; only the last 10 minutes; bad `after` → 40001.
 */
import Fastify from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { GOAL_REFILL_WINDOW_MS, type GoalAlert, type GoalAlertPage } from '@kickoff/shared/contracts';
import { installErrorHandling } from '../http/error-handler';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import type { TypeBoxProvider } from '../typebox';
import { ManualClock, beijingMidnight } from './clock';
import { DbStore } from './db-store';
import { LiveEngine } from './engine';
import { GoalAlertPageSchema, goalAlertRoutes } from './goal-alert-routes';
import { dbGoalLog } from './goal-alerts';

const PORT = 39312;
const START = beijingMidnight('2026-06-11') + 21 * 3600_000;

let testDb: OpenTestDb;
let engine: LiveEngine;
let clock: ManualClock;
let app: ReturnType<typeof Fastify>;
/** every alert the engine pushed, in push order */
const pushed: GoalAlert[] = [];
/** where the log stood after the start-up catch-up (goals applied silently then are stored too) */
let base = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  clock = new ManualClock(START);
  engine = new LiveEngine({
    seed: 99,
    speed: 60,
    tickMs: 1000,
    clock,
    store: new DbStore(testDb.db),
    daysAhead: 0,
    // a demo kick-off every minute: at 60× each is a whole match in two minutes, goals guaranteed
    demoEveryS: 60,
    demoFirstS: 2,
  });
  await engine.load();
  await engine.flush();
  base = await dbGoalLog(testDb.db).head();
  engine.onTick((batch) => pushed.push(...batch.goals));
  const a = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxProvider>();
  installErrorHandling(a);
  await a.register(goalAlertRoutes(dbGoalLog(testDb.db), () => clock.now()));
  await a.listen({ port: PORT, host: '127.0.0.1' });
  app = a as unknown as ReturnType<typeof Fastify>;
  // five real minutes at 60×: five demo matches played through
  for (let i = 0; i < 300; i++) {
    clock.advance(1000);
    engine.tick();
  }
  await engine.flush();
}, 120_000);

afterAll(async () => {
  await engine?.stop();
  await app?.close();
  await testDb?.close();
});

async function page(query: string) {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/live/goal-alerts${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; data: GoalAlertPage; msg: string };
}

describe('goal alerts after a sequence', () => {
  it('answers the pushed alerts, oldest first, with the sequences they were pushed with', async () => {
    expect(pushed.length).toBeGreaterThan(3);
    const body = await page(`?after=${base}`);
    expect(body.code).toBe(200);
    expect(Value.Errors(GoalAlertPageSchema, body.data).First()).toBeUndefined();
    expect(body.data.list).toEqual(pushed);
    const seqs = body.data.list.map((g) => g.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(body.data.head).toBe(seqs.at(-1));
    expect(body.data.now).toBe(clock.now());
  });

  it('returns only what came after `after`, and nothing but the head without it', async () => {
    const third = pushed[2]!;
    expect((await page(`?after=${third.seq}`)).data.list).toEqual(pushed.slice(3));
    expect((await page(`?after=${pushed.at(-1)!.seq}`)).data.list).toEqual([]);
    const fresh = (await page('')).data;
    expect(fresh.list).toEqual([]);
    expect(fresh.head).toBe(pushed.at(-1)!.seq);
  });

  it('looks back no further than the window', async () => {
    const saved = clock.now();
    try {
      // time moves on, nothing more happens: goals from before the window are history
      const cut = pushed[1]!.at + GOAL_REFILL_WINDOW_MS + 1;
      clock.set(cut);
      expect((await page(`?after=${base}`)).data.list).toEqual(
        pushed.filter((g) => g.at >= cut - GOAL_REFILL_WINDOW_MS),
      );
      clock.set(pushed.at(-1)!.at + GOAL_REFILL_WINDOW_MS + 1);
      expect((await page(`?after=${base}`)).data.list).toEqual([]);
    } finally {
      clock.set(saved);
    }
  });

  it('refuses an `after` that is not a non-negative integer with 40001, naming it', async () => {
    for (const bad of ['-1', 'abc', '1.5', '', '1e9', '99999999999999999', ' 1']) {
      const body = await page(`?after=${encodeURIComponent(bad)}`);
      expect([bad, body.code]).toEqual([bad, 40001]);
      expect(body.msg).toContain('after');
      expect(body.data).toBeNull();
    }
  });
});
