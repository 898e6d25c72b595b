/**
 * 签到 against the real database: one reward per Beijing day however often (or however many at once)
 * a fan taps, the streak counts consecutive days and pays the day-3 and day-7 bonuses, a missed day
 * starts over, and the reward lands in the wallet's ledger.
 */
import { CHECKIN_REWARDS, SIGNUP_COINS } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { balancesOf, ledgerPage } from '../wallet/ledger';
import { checkIn, checkinStatus } from './checkin';

let t: OpenTestDb;
const DAY = 86_400_000;
/** 2026-11-20 09:00 Beijing */
const T0 = Date.parse('2026-11-20T01:00:00Z');

beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(() => t?.close());

const fan = async (phone: string) => (await insertUser(t.db, phone, 'x', '签到的球迷'))!.id;

test('twenty taps at once on one day pay once', async () => {
  const id = await fan('13400000001');
  const results = await Promise.all(Array.from({ length: 20 }, () => checkIn(t.db, id, T0)));
  expect(results.filter((r) => r.paid)).toHaveLength(1);
  expect(await balancesOf(t.db, id)).toEqual({ coin: SIGNUP_COINS + 10, point: 10 });
  const status = await checkinStatus(t.db, id, T0 + 3600_000);
  expect(status).toMatchObject({ today: '2026-11-20', checkedToday: true, streak: 1 });
  expect(status.week.at(-1)).toEqual({ date: '2026-11-20', checked: true });
});

test('seven days in a row pay the week’s rewards with the day-3 and day-7 bonuses', async () => {
  const id = await fan('13400000002');
  for (let d = 0; d < 7; d++) expect((await checkIn(t.db, id, T0 + d * DAY)).status.streak).toBe(d + 1);
  const paid = CHECKIN_REWARDS.reduce((s, r) => ({ coin: s.coin + r.coin, point: s.point + r.point }), {
    coin: 0,
    point: 0,
  });
  expect(await balancesOf(t.db, id)).toEqual({ coin: SIGNUP_COINS + paid.coin, point: paid.point });
  const points = await ledgerPage(t.db, id, 'point', 1, 10);
  expect(points.list.map((e) => e.amount)).toEqual([...CHECKIN_REWARDS.map((r) => r.point)].reverse());
  // day 8 starts the next week of the streak at the day-1 reward
  const day8 = await checkIn(t.db, id, T0 + 7 * DAY);
  expect(day8.status).toMatchObject({ streak: 8, reward: CHECKIN_REWARDS[0] });
});

test('a missed day starts the streak over; the status shows what the next tap pays', async () => {
  const id = await fan('13400000003');
  await checkIn(t.db, id, T0);
  await checkIn(t.db, id, T0 + DAY);
  const open = await checkinStatus(t.db, id, T0 + 2 * DAY);
  expect(open).toMatchObject({ checkedToday: false, streak: 2, reward: CHECKIN_REWARDS[2] });
  const after = await checkIn(t.db, id, T0 + 3 * DAY);
  expect(after.status).toMatchObject({ checkedToday: true, streak: 1, reward: CHECKIN_REWARDS[0] });
  expect(after.status.week.map((d) => d.checked)).toEqual([false, false, false, true, true, false, true]);
});

test('the day turns at Beijing midnight, not UTC', async () => {
  const id = await fan('13400000004');
  const lateBeijing = Date.parse('2026-11-20T15:59:00Z'); // 23:59 Beijing, 20th
  const earlyBeijing = Date.parse('2026-11-20T16:01:00Z'); // 00:01 Beijing, 21st (still the 20th in UTC)
  expect((await checkIn(t.db, id, lateBeijing)).paid).toBe(true);
  const next = await checkIn(t.db, id, earlyBeijing);
  expect(next).toMatchObject({ paid: true, status: { today: '2026-11-21', streak: 2 } });
});
