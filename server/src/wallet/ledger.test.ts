/**
 * The ledger against the real database (PGlite here, PostgreSQL in CI's second pass): transfers move
 * every balance or none, never below zero, once per key — also when fifty arrive at the same moment.
 */
import { ErrorCodes, SIGNUP_COINS } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { AppError } from '../errors';
import { balancesOf, ledgerPage, transfer, type TransferRequest } from './ledger';

let t: OpenTestDb;
let fan: number;
let anchor: number;

beforeAll(async () => {
  t = await openTestDb();
  fan = (await insertUser(t.db, '13900000001', 'x', '送礼的球迷'))!.id;
  anchor = (await insertUser(t.db, '13900000002', 'x', '主播'))!.id;
}, 60_000);
afterAll(() => t?.close());

const gift = (key: string, price: number): TransferRequest => ({
  key,
  ref: 'gift:1@room:1',
  postings: [
    { userId: fan, currency: 'coin', amount: -price, reason: 'gift_send' },
    { userId: anchor, currency: 'coin', amount: price, reason: 'gift_receive' },
  ],
});

async function codeOf(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.code : e;
  }
}

test('a new account starts with the sign-up coins, written in its ledger', async () => {
  expect(await balancesOf(t.db, fan)).toEqual({ coin: SIGNUP_COINS, point: 0 });
  const page = await ledgerPage(t.db, fan, 'coin', 1, 20);
  expect(page.list).toEqual([
    expect.objectContaining({ amount: SIGNUP_COINS, balanceAfter: SIGNUP_COINS, reason: 'signup' }),
  ]);
});

test('a gift debits the sender and credits the anchor in one transfer, once per key', async () => {
  const first = await transfer(t.db, gift('gift:a', 30));
  expect(first.replayed).toBe(false);
  expect(first.entries.map((e) => [e.userId, e.amount, e.balanceAfter])).toEqual(
    expect.arrayContaining([
      [fan, -30, SIGNUP_COINS - 30],
      [anchor, 30, SIGNUP_COINS + 30],
    ]),
  );
  const again = await transfer(t.db, gift('gift:a', 30));
  expect(again).toEqual({ replayed: true, entries: first.entries });
  expect((await balancesOf(t.db, fan)).coin).toBe(SIGNUP_COINS - 30);
  expect((await balancesOf(t.db, anchor)).coin).toBe(SIGNUP_COINS + 30);
});

test('a key reused for a different transfer is refused', async () => {
  expect(await codeOf(transfer(t.db, gift('gift:a', 31)))).toBe(ErrorCodes.CONFLICT);
  expect((await balancesOf(t.db, fan)).coin).toBe(SIGNUP_COINS - 30);
});

test('a debit beyond the balance moves nothing, and the key stays free for a later try', async () => {
  const before = await balancesOf(t.db, fan);
  expect(await codeOf(transfer(t.db, gift('gift:big', 1_000)))).toBe(ErrorCodes.INSUFFICIENT_BALANCE);
  expect(await balancesOf(t.db, fan)).toEqual(before);
  expect((await balancesOf(t.db, anchor)).coin).toBe(SIGNUP_COINS + 30);
  await transfer(t.db, {
    key: 'grant:topup',
    postings: [{ userId: fan, currency: 'coin', amount: 1_000, reason: 'grant' }],
  });
  expect((await transfer(t.db, gift('gift:big', 1_000))).replayed).toBe(false);
  expect((await balancesOf(t.db, fan)).coin).toBe(before.coin);
});

test('fifty debits at once from a balance that covers ten: ten pass, the balance ends at zero', async () => {
  const payer = (await insertUser(t.db, '13900000003', 'x', '并发'))!.id;
  const spend = (i: number) =>
    transfer(t.db, {
      key: `draw:${payer}:${i}`,
      postings: [{ userId: payer, currency: 'coin', amount: -(SIGNUP_COINS / 10), reason: 'draw' }],
    });
  const codes = await Promise.all(Array.from({ length: 50 }, (_, i) => codeOf(spend(i))));
  expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
  expect(codes.filter((c) => c === ErrorCodes.INSUFFICIENT_BALANCE)).toHaveLength(40);
  expect((await balancesOf(t.db, payer)).coin).toBe(0);
  const ledger = await ledgerPage(t.db, payer, 'coin', 1, 50);
  expect(ledger.total).toBe(11);
  expect(ledger.list.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
});

test('the same key sent twenty times at once moves the money once', async () => {
  const before = (await balancesOf(t.db, anchor)).coin;
  const results = await Promise.all(Array.from({ length: 20 }, () => transfer(t.db, gift('gift:tap', 5))));
  expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  expect((await balancesOf(t.db, anchor)).coin).toBe(before + 5);
});

test('bad transfers are refused with PARAM_INVALID before anything is written', async () => {
  const bad: TransferRequest[] = [
    { key: '', postings: [{ userId: fan, currency: 'coin', amount: 1, reason: 'grant' }] },
    { key: 'k1', postings: [] },
    { key: 'k2', postings: [{ userId: fan, currency: 'coin', amount: 0, reason: 'grant' }] },
    { key: 'k3', postings: [{ userId: fan, currency: 'coin', amount: 1.5, reason: 'grant' }] },
    { key: 'k4', postings: [{ userId: fan, currency: 'gold' as 'coin', amount: 1, reason: 'grant' }] },
  ];
  const before = await balancesOf(t.db, fan);
  for (const req of bad) expect(await codeOf(transfer(t.db, req))).toBe(ErrorCodes.PARAM_INVALID);
  expect(await balancesOf(t.db, fan)).toEqual(before);
});

test('the ledger pages newest first and can be read per currency', async () => {
  await transfer(t.db, {
    key: 'checkin:1',
    postings: [{ userId: fan, currency: 'point', amount: 10, reason: 'checkin' }],
  });
  const points = await ledgerPage(t.db, fan, 'point', 1, 20);
  expect(points.list.map((e) => e.reason)).toEqual(['checkin']);
  const all = await ledgerPage(t.db, fan, undefined, 1, 2);
  expect(all.list[0]).toMatchObject({ currency: 'point', reason: 'checkin' });
  expect(all.next).toBe(2);
  expect(all.list[0]!.id).toBeGreaterThan(all.list[1]!.id);
});
