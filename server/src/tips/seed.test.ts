/**
 * The fresh start's tips world: on a new database with an engine day, the seed leaves the demo fan
 * following experts and owning a bought paid tip (coins moved through the ledger once), the feed
 * holds the model experts' tips, and their replay of yesterday (opening books, published before
 * kick-off) settles into the ranks; running it again changes nothing.
 */
import { sql } from 'kysely';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { seedDemoUser } from '../accounts/signup';
import { ManualClock } from '../live/clock';
import { DbStore } from '../live/db-store';
import { LiveEngine } from '../live/engine';
import { balancesOf } from '../wallet/ledger';
import { followedExperts } from './follow';
import { boughtTips } from './purchase';
import { seedTips } from './seed';
import { tipPage } from './feed';
import { rankedRecords } from './records';
import { settleFinished } from './settle';
import { beijingDate } from '../live/clock';

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

test('model experts replay yesterday from the opening books: published before kick-off, settled, ranked', async () => {
  const replayed = await sql<{
    id: number;
    market: number;
    line: number;
    odds: number;
    pick: string;
    publish_time: number | string;
    day: string;
    ot: number | string;
    book: unknown;
  }>`
    SELECT t.id, t.market, t.line, t.odds, t.pick, t.publish_time, t.day, m.ot, o.book
    FROM tips_tips t JOIN live_matches m ON m.id = t.match_id
    JOIN live_odds o ON o.match_id = m.id AND o.company_id = 1 AND o.type = t.market
    WHERE m.state->>'s' = '8'`.execute(t.db);
  expect(replayed.rows.length).toBeGreaterThan(3);
  const today = beijingDate(Date.now());
  for (const r of replayed.rows) {
    expect(Number(r.publish_time)).toBe(Number(r.ot) - 2 * 3600);
    expect(r.day < today).toBe(true);
    const book = (typeof r.book === 'string' ? JSON.parse(r.book) : r.book) as {
      first: { left: number; middle: number; right: number };
    };
    // the pick's odds are the opening line's, not the closing one
    const side = r.pick === 'home' || r.pick === 'over' ? 'left' : r.pick === 'draw' ? 'middle' : 'right';
    expect(r.odds).toBe(book.first[side]);
    if (r.market !== 2) expect(r.line).toBe(book.first.middle);
  }
  // at most five a day each
  const days = await sql<{ n: string }>`
    SELECT count(*) AS n FROM tips_tips GROUP BY expert_id, day ORDER BY count(*) DESC LIMIT 1`.execute(t.db);
  expect(Number(days.rows[0]!.n)).toBeLessThanOrEqual(5);
  expect(await settleFinished(t.db, null)).toBeGreaterThanOrEqual(replayed.rows.length);
  const ranks = await rankedRecords(t.db, { days: 7, nowS: Math.floor(Date.now() / 1000) });
  expect(ranks.length).toBeGreaterThan(0);
  expect(ranks.reduce((n, r) => n + r.record.total, 0)).toBe(replayed.rows.length);
}, 60_000);
