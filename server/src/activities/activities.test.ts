/**
 * Activities against the real database: ten draws move the ledger and the stock consistently, the
 * eleventh is refused, a double tap draws once, the odds are disclosed; a guess settles when its
 * match is stored as finished and pays once however often settlement runs.
 */
import { sql } from 'kysely';
import { DRAW_COST_COINS, DRAW_DAILY_LIMIT, GUESS_REWARD_POINTS, MessageCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { balancesOf } from '../wallet/ledger';
import { noticePage } from '../notices/notices';
import { draw, lotteryInfo, pickPrize } from './lottery';
import { myGuesses, placeGuess, settleGuesses } from './guesses';
import { rankBoard } from './rank';
import { adb } from './tables';

let t: OpenTestDb;
const NOW = Date.parse('2026-11-20T04:00:00Z');

beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

/** a new fan: the signup grant gives the coins for ten draws */
const fan = async (phone: string) => (await insertUser(t.db, phone, 'x', '抽奖的球迷'))!.id;

test('odds are disclosed and sum to 100 %', async () => {
  const info = await lotteryInfo(t.db, null, NOW);
  expect(info).toMatchObject({ cost: DRAW_COST_COINS, dailyLimit: DRAW_DAILY_LIMIT, drawsLeft: DRAW_DAILY_LIMIT });
  const sum = info.prizes.reduce((s, p) => s + p.odds, 0);
  expect(sum).toBeGreaterThan(99.9);
  expect(sum).toBeLessThan(100.1);
});

test('the pick follows the weights and skips prizes out of stock', () => {
  const rows = [
    { id: 1, name: 'a', kind: 'none', amount: 0, weight: 10, stock: null, sort: 1 },
    { id: 2, name: 'b', kind: 'item', amount: 0, weight: 90, stock: 0, sort: 2 },
    { id: 3, name: 'c', kind: 'coin', amount: 5, weight: 5, stock: 3, sort: 3 },
  ];
  expect(pickPrize(rows, () => 0)?.id).toBe(1);
  expect(pickPrize(rows, () => 10)?.id).toBe(3);
  expect(pickPrize(rows, (n) => n - 1)?.id).toBe(3);
});

test('ten draws keep ledger and stock consistent, the eleventh is refused, a double tap draws once', async () => {
  const id = await fan('13500000001');
  const before = await balancesOf(t.db, id);
  const stockBefore = await adb(t.db).selectFrom('lottery_prizes').select(['id', 'stock']).orderBy('id').execute();
  // a double tap: the same request twice at once
  const [a, b] = await Promise.all([draw(t.db, id, 'tap-0000-1', NOW), draw(t.db, id, 'tap-0000-1', NOW)]);
  expect(a.drawId).toBe(b.drawId);
  const results = [a];
  for (let i = 2; i <= DRAW_DAILY_LIMIT; i++) results.push(await draw(t.db, id, `tap-0000-${i}`, NOW));
  expect(results.at(-1)!.drawsLeft).toBe(0);
  await expect(draw(t.db, id, 'tap-0000-11', NOW)).rejects.toThrow(/今日抽奖次数已用完/);

  const won = (kind: string) => results.filter((r) => r.prize.kind === kind).reduce((s, r) => s + r.prize.amount, 0);
  const after = await balancesOf(t.db, id);
  expect(after.coin).toBe(before.coin - DRAW_DAILY_LIMIT * DRAW_COST_COINS + won('coin'));
  expect(after.point).toBe(before.point + won('point'));
  const ledger = await t.db
    .selectFrom('wallet_ledger')
    .select(['reason', 'amount'])
    .where('user_id', '=', id)
    .where('reason', 'in', ['draw', 'prize'])
    .execute();
  expect(ledger.filter((l) => l.reason === 'draw')).toHaveLength(DRAW_DAILY_LIMIT);
  const stockAfter = await adb(t.db).selectFrom('lottery_prizes').select(['id', 'stock']).orderBy('id').execute();
  for (const s of stockBefore) {
    if (s.stock === null) continue;
    const taken = results.filter((r) => r.prize.id === s.id).length;
    expect(stockAfter.find((x) => x.id === s.id)!.stock).toBe(s.stock - taken);
  }
  // the next Beijing day opens ten more
  expect((await lotteryInfo(t.db, id, NOW + 86_400_000)).drawsLeft).toBe(DRAW_DAILY_LIMIT);
  // every prize (not 谢谢参与) is one notice, linking to the history (or the address for an item)
  const prizes = results.filter((r) => r.prize.kind !== 'none');
  const told = (await noticePage(t.db, id, 1, 50, 'activity')).list.reverse();
  expect(told.map((n) => [n.title, n.link])).toEqual(
    prizes.map((r) => [
      `幸运抽奖：恭喜抽中「${r.prize.name}」`,
      r.prize.kind === 'item' ? '/activity/address' : '/activity/history',
    ]),
  );
});

test('a prize drawn is pushed to the fan’s socket topic once the draw has committed', async () => {
  const id = await fan('13500000009');
  const sent: Array<{ topic: string; code: number }> = [];
  const hub = { publish: (topic: string, msg: { code: number }) => sent.push({ topic, code: msg.code }) } as never;
  // rand 0 picks the first prize in stock with weight: name it so the test knows it is a prize
  const first = pickPrize(await adb(t.db).selectFrom('lottery_prizes').selectAll().orderBy('sort').execute(), () => 0)!;
  const r = await draw(t.db, id, 'push-0001', NOW, () => 0, hub);
  expect(r.prize.id).toBe(first.id);
  expect(sent).toEqual(first.kind === 'none' ? [] : [{ topic: `user:${id}`, code: MessageCodes.SYSTEM_NOTICE }]);
});

test('a draw without coins is refused and changes nothing', async () => {
  const id = await fan('13500000002');
  await t.db
    .updateTable('wallets')
    .set({ balance: 5 })
    .where('user_id', '=', id)
    .where('currency', '=', 'coin')
    .execute();
  await expect(draw(t.db, id, 'broke-0001', NOW)).rejects.toThrow(/金币不足/);
  expect((await lotteryInfo(t.db, id, NOW)).drawsLeft).toBe(DRAW_DAILY_LIMIT);
});

async function storeMatch(id: number, s: number, sc: [number, number], done: boolean) {
  const ot = Math.floor(NOW / 1000) + 3600;
  await sql`INSERT INTO live_matches
      (id, sport, league_id, home_id, away_id, ot, date, fixture, state, phase, cursor, elapsed, done)
    VALUES (${id}, 'football', 1, 1, 2, ${ot}, '2026-11-20', ${JSON.stringify({})}::jsonb,
      ${JSON.stringify({ s, sc })}::jsonb, ${JSON.stringify({})}::jsonb, 0, 0, ${done})
    ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, done = EXCLUDED.done`.execute(t.db);
}

test('a guess settles once its match has ended, and pays once', async () => {
  const right = await fan('13500000003');
  const wrong = await fan('13500000004');
  await storeMatch(990001, 1, [0, 0], false);
  await placeGuess(t.db, right, 990001, 'home', NOW);
  await placeGuess(t.db, wrong, 990001, 'draw', NOW);
  expect(await settleGuesses(t.db)).toBe(0);
  await storeMatch(990001, 8, [2, 1], true);
  await Promise.all([settleGuesses(t.db), settleGuesses(t.db)]);
  expect(await settleGuesses(t.db)).toBe(0);
  expect((await myGuesses(t.db, right))[0]).toMatchObject({ status: 'won', score: '2-1', reward: GUESS_REWARD_POINTS });
  expect((await myGuesses(t.db, wrong))[0]).toMatchObject({ status: 'lost', reward: 0 });
  expect((await balancesOf(t.db, right)).point).toBe(GUESS_REWARD_POINTS);
  expect((await balancesOf(t.db, wrong)).point).toBe(0);
  const board = await rankBoard(t.db, 'today', right, Date.now());
  expect(board.me?.points).toBeGreaterThanOrEqual(GUESS_REWARD_POINTS);
  // the winner is told by a notice linking to the match; the loser is not
  const won = (await noticePage(t.db, right, 1, 10, 'activity')).list;
  expect(won.map((n) => [n.title, n.link])).toEqual([
    [`竞猜猜中了，获得 ${GUESS_REWARD_POINTS} 积分`, '/live/zq/detail/990001'],
  ]);
  expect(won[0]!.body).toMatch(/ 2-1 /);
  expect((await noticePage(t.db, wrong, 1, 10, 'activity')).total).toBe(0);
  // too late to guess on a finished match
  await expect(placeGuess(t.db, wrong, 990001, 'away', NOW)).rejects.toThrow(/竞猜已截止/);
});
