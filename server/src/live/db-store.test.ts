/**
 * The engine's save is one transaction per batch: a failure part-way (here the database refusing
 * the text lines, written after the matches and their incidents) stores nothing of the batch, so
 * no match is left with an advanced cursor but without its events; the retry then stores it whole.
 */
import { sql } from 'kysely';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { ManualClock, beijingMidnight } from './clock';
import { DbStore } from './db-store';
import { LiveEngine } from './engine';
import type { PersistBatch } from './store';

const START = beijingMidnight('2026-06-11') + 21 * 3600_000;

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function stored() {
  const matches = await sql<{ id: number; cursor: number }>`SELECT id, cursor FROM live_matches ORDER BY id`.execute(
    t.db,
  );
  const count = async (table: string) =>
    Number((await sql<{ n: string | number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n);
  return {
    cursors: matches.rows.map((r) => [Number(r.id), Number(r.cursor)]),
    incidents: await count('live_incidents'),
    textLines: await count('live_text_lines'),
    odds: await count('live_odds'),
  };
}

/** The real store, noting the batch it was last asked to save. */
class NotingStore extends DbStore {
  last: PersistBatch | null = null;
  override async save(batch: PersistBatch): Promise<void> {
    this.last = batch;
    await super.save(batch);
  }
}

test('a save that fails mid-batch leaves the last saved state whole; the retry stores the batch', async () => {
  const clock = new ManualClock(START);
  const store = new NotingStore(t.db);
  const engine = new LiveEngine({ seed: 31, speed: 1, tickMs: 300_000, clock, store, daysAhead: 1 });
  const errors: unknown[] = [];
  engine.onSaveError = (err) => errors.push(err);
  await engine.load();
  await engine.flush();
  const before = await stored();

  // the text lines are written after the matches (cursors) and incidents: refuse them
  await sql`CREATE FUNCTION refuse_save() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'disk full'; END $$`.execute(t.db);
  await sql`CREATE TRIGGER refuse_text_lines BEFORE INSERT ON live_text_lines
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_save()`.execute(t.db);
  // an hour of real-time play from 21:00 Beijing, five minutes a tick: goals, cards, text lines and odds moves in many
  // matches;
  // every save meanwhile fails, and each failed batch is carried into the next
  for (let i = 0; i < 12; i++) {
    clock.advance(300_000);
    engine.tick();
    await engine.flush();
  }
  const failed = store.last!;
  expect(failed.matches.length).toBeGreaterThan(0);
  expect(failed.incidents.length).toBeGreaterThan(0);
  expect(failed.textLive.length).toBeGreaterThan(0);
  expect(errors.length).toBeGreaterThan(0);
  expect(new Set(errors.map((e) => (e as Error).message))).toEqual(new Set([expect.stringContaining('disk full')]));
  expect(await stored()).toEqual(before);

  await sql`DROP TRIGGER refuse_text_lines ON live_text_lines`.execute(t.db);
  await engine.flush();
  const after = await stored();
  expect(after.incidents).toBe(before.incidents + failed.incidents.length);
  expect(after.textLines).toBe(before.textLines + failed.textLive.length);
  expect(after.cursors).not.toEqual(before.cursors);
  // what a restart reads back is what the engine played
  const reloaded = await store.loadMatches('2026-06-10');
  expect(reloaded.reduce((n, m) => n + m.incidents.length, 0)).toBe(after.incidents);
  await engine.stop();
}, 120_000);
