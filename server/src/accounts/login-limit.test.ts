/** The login failure counter against a real database (PGlite in a worker, or PostgreSQL). */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import {
  beginLoginAttempt,
  CAPTCHA_AFTER_IP,
  CAPTCHA_AFTER_PHONE,
  DELAY_AFTER,
  delayAfter,
  IP_FAIL_MAX,
  loginSucceeded,
  WINDOW_MS,
} from './login-limit';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const password = { method: 'password', captcha: undefined } as const;
const solved = { method: 'password', captcha: true } as const;
const bySms = { method: 'code', captcha: undefined } as const;

const codesOf = (results: PromiseSettledResult<number>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'checked' : (r.reason as { code: number }).code));

/** Moves a phone's recorded attempts back in time (the delay and window are measured from them). */
async function age(phone: string, ms: number): Promise<void> {
  const rows = await t.db
    .selectFrom('login_attempts')
    .select(['id', 'created_at'])
    .where('phone', '=', phone)
    .execute();
  for (const r of rows) {
    await t.db
      .updateTable('login_attempts')
      .set({ created_at: new Date(new Date(r.created_at).getTime() - ms) })
      .where('id', '=', r.id)
      .execute();
  }
}

test('the delay grows after a few failures of one phone from one address, and stops growing', () => {
  expect([0, 1, 2].map(delayAfter)).toEqual([0, 0, 0]);
  expect(delayAfter(DELAY_AFTER)).toBe(1000);
  expect(delayAfter(DELAY_AFTER + 3)).toBe(8000);
  expect(delayAfter(40)).toBe(60_000);
});

test("a stranger's failures on a phone never lock its owner out: the owner's address has no delay", async () => {
  const phone = '13611110001';
  for (let i = 0; i < DELAY_AFTER; i++) await beginLoginAttempt(t.db, phone, '10.0.0.1', password);
  // the stranger now waits before the next try of this phone …
  await expect(beginLoginAttempt(t.db, phone, '10.0.0.1', password)).rejects.toMatchObject({
    code: ErrorCodes.RATE_LIMITED,
    message: '尝试过于频繁，请1秒后再试',
  });
  // … the owner, elsewhere, does not
  expect(await beginLoginAttempt(t.db, phone, '10.0.0.2', password)).toBeGreaterThan(0);
  // once the delay has passed the stranger may try again, and then waits twice as long
  await age(phone, delayAfter(DELAY_AFTER) + 50);
  await beginLoginAttempt(t.db, phone, '10.0.0.1', password);
  await expect(beginLoginAttempt(t.db, phone, '10.0.0.1', password)).rejects.toMatchObject({
    message: '尝试过于频繁，请2秒后再试',
  });
});

test('50 parallel attempts of one phone from one address: the first few are checked, the rest wait', async () => {
  const started = Date.now();
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () => beginLoginAttempt(t.db, '13611110003', '10.0.3.1', password)),
  );
  const elapsed = Date.now() - started;
  // the delays after the first few (1 s, then 2 s …) that a slow machine may have let pass meanwhile
  let mayPass = 0;
  for (let n = DELAY_AFTER, total = delayAfter(n); total <= elapsed; n++, total += delayAfter(n)) mayPass++;
  const codes = codesOf(results);
  const checked = codes.filter((c) => c === 'checked').length;
  expect(checked).toBeGreaterThanOrEqual(DELAY_AFTER);
  expect(checked).toBeLessThanOrEqual(DELAY_AFTER + mayPass);
  expect(codes.filter((c) => c === ErrorCodes.RATE_LIMITED)).toHaveLength(50 - checked);
  // a refused try records nothing; each one checked after the first few waited out its delay
  const rows = await t.db
    .selectFrom('login_attempts')
    .select('created_at')
    .where('phone', '=', '13611110003')
    .orderBy('created_at')
    .execute();
  expect(rows).toHaveLength(checked);
  const at = rows.map((r) => new Date(r.created_at).getTime());
  for (let n = DELAY_AFTER; n < at.length; n++) expect(at[n]! - at[n - 1]!).toBeGreaterThanOrEqual(delayAfter(n));
});

test('a few failures on a phone from anywhere: a password try needs a picture code, an SMS code not', async () => {
  const phone = '13611110004';
  for (let i = 0; i < CAPTCHA_AFTER_PHONE; i++) await beginLoginAttempt(t.db, phone, `10.0.4.${i}`, password);
  await expect(beginLoginAttempt(t.db, phone, '10.0.4.200', password)).rejects.toMatchObject({
    code: ErrorCodes.CAPTCHA_REQUIRED,
  });
  await expect(
    beginLoginAttempt(t.db, phone, '10.0.4.200', { method: 'password', captcha: false }),
  ).rejects.toMatchObject({ code: ErrorCodes.CAPTCHA_INVALID });
  // refused tries recorded nothing; a solved picture code, or an SMS code, goes on to be checked
  expect(await beginLoginAttempt(t.db, phone, '10.0.4.200', solved)).toBeGreaterThan(0);
  expect(await beginLoginAttempt(t.db, phone, '10.0.4.201', bySms)).toBeGreaterThan(0);
});

test('an address with a few failures on any phones needs a picture code; past IP_FAIL_MAX it is refused', async () => {
  const ip = '10.9.9.9';
  const phone = (i: number) => `136222200${String(i).padStart(2, '0')}`;
  for (let i = 0; i < CAPTCHA_AFTER_IP; i++) await beginLoginAttempt(t.db, phone(i), ip, password);
  await expect(beginLoginAttempt(t.db, phone(50), ip, password)).rejects.toMatchObject({
    code: ErrorCodes.CAPTCHA_REQUIRED,
  });
  // 40 parallel tries with solved picture codes on different phones: exactly up to IP_FAIL_MAX are checked
  const results = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) => beginLoginAttempt(t.db, phone(i + 10), ip, solved)),
  );
  expect(codesOf(results).filter((c) => c === 'checked')).toHaveLength(IP_FAIL_MAX - CAPTCHA_AFTER_IP);
  await expect(beginLoginAttempt(t.db, phone(60), ip, bySms)).rejects.toMatchObject({
    code: ErrorCodes.RATE_LIMITED,
    message: '登录失败次数过多，请15分钟后再试',
  });
  // another address is not affected, and the window passes
  expect(await beginLoginAttempt(t.db, phone(60), '10.9.9.10', password)).toBeGreaterThan(0);
  for (let i = 0; i < 61; i++) await age(phone(i), WINDOW_MS);
  expect(await beginLoginAttempt(t.db, phone(61), ip, password)).toBeGreaterThan(0);
});

test('an attempt proven right no longer counts as a failure', async () => {
  for (let i = 0; i < DELAY_AFTER + 2; i++)
    await loginSucceeded(t.db, await beginLoginAttempt(t.db, '13611110002', '10.0.2.1', password));
  const id = await beginLoginAttempt(t.db, '13611110002', '10.0.2.1', password);
  expect(id).toBeGreaterThan(0);
});
