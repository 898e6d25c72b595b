/** The follow cap against a real database (PGlite, or PostgreSQL): parallel follows never pass it. */
import { sql } from 'kysely';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { addFollow, MAX_FOLLOWS } from './follow-routes';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const countOf = async (userId: number) =>
  Number(
    (await sql<{ n: string | number }>`SELECT count(*) AS n FROM live_follows WHERE user_id = ${userId}`.execute(t.db))
      .rows[0]!.n,
  );

test('three places left, 20 parallel follows: three are added, the rest told the list is full', async () => {
  const userId = 7001;
  await sql`INSERT INTO live_follows (user_id, sport, match_id)
    SELECT ${userId}::integer, 'football', g FROM generate_series(1, ${MAX_FOLLOWS - 3}::integer) AS g`.execute(t.db);
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => addFollow(t.db, userId, 'basketball', 10_000 + i)),
  );
  expect(results.filter((r) => r === 'added')).toHaveLength(3);
  expect(results.filter((r) => r === 'full')).toHaveLength(17);
  expect(await countOf(userId)).toBe(MAX_FOLLOWS);
  // a match already followed is no change, even with the list full
  expect(await addFollow(t.db, userId, 'football', 1)).toBe('already');
  expect(await countOf(userId)).toBe(MAX_FOLLOWS);
});

test('the same match followed 10 times at once is stored once', async () => {
  const results = await Promise.all(Array.from({ length: 10 }, () => addFollow(t.db, 7002, 'football', 42)));
  expect(results.filter((r) => r === 'added')).toHaveLength(1);
  expect(results.filter((r) => r === 'already')).toHaveLength(9);
  expect(await countOf(7002)).toBe(1);
});
