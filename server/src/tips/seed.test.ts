/**
 * The fresh start's tips world: on a new database with an engine day, the seed leaves the demo fan
 * following experts and owning a bought paid tip (coins moved through the ledger once), and the feed
 * holds the model experts' tips; running it again changes nothing.
 */
import { sql } from 'kysely';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { seedDemoUser } from '../accounts/users';
import { ManualClock } from '../live/clock';
import { DbStore } from '../live/db-store';
import { LiveEngine } from '../live/engine';
import { balancesOf } from '../wallet/ledger';
import { followedExperts } from './follow';
import { boughtTips } from './purchase';
import { seedTips } from './seed';
import { tipPage } from './feed';

let t: OpenTestDb;

beforeAll(async () => {
  t = await openTestDb();
  const engine = new LiveEngine({
    seed: 11,
    speed: 1,
    tickMs: 300_000,
    clock: new ManualClock(Date.now()),
    store: new DbStore(t.db),
    daysAhead: 1,
  });
  await engine.load();
  await engine.flush();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

test('the demo fan follows experts and has bought a paid tip; a second run adds nothing', async () => {
  const demo = (await seedDemoUser(t.db))!;
  const before = (await balancesOf(t.db, demo.id)).coin;
  await seedTips(t.db, 5_000);
  const followed = await followedExperts(t.db, demo.id);
  expect(followed.length).toBeGreaterThanOrEqual(2);
  const paid = await sql<{ id: number; price: number }>`
    SELECT id, price FROM tips_tips WHERE price > 0 AND expert_id IN (${sql.join(followed)}) ORDER BY id`.execute(t.db);
  const bought = await boughtTips(
    t.db,
    demo.id,
    paid.rows.map((r) => r.id),
  );
  expect(bought.size).toBe(1);
  const price = paid.rows.find((r) => bought.has(r.id))!.price;
  const coins = (await balancesOf(t.db, demo.id)).coin;
  expect(coins).toBe(before - price);
  const feed = await tipPage(t.db, { code: 3, page: 1, size: 50 }, demo.id);
  expect(feed.recList.length).toBeGreaterThan(0);
  expect(feed.recList.find((r) => bought.has(r.id))).toMatchObject({ locked: false, bought: true });

  await seedTips(t.db, 5_000);
  expect((await followedExperts(t.db, demo.id)).sort()).toEqual([...followed].sort());
  expect((await boughtTips(t.db, demo.id, [...bought])).size).toBe(1);
  expect((await balancesOf(t.db, demo.id)).coin).toBe(coins);
  const ledger = await sql<{ n: string }>`
    SELECT count(*) AS n FROM wallet_ledger WHERE user_id = ${demo.id} AND reason = 'tip_buy'`.execute(t.db);
  expect(Number(ledger.rows[0]!.n)).toBe(1);
}, 60_000);
