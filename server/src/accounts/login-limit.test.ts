/** The login failure counter against a real database (PGlite in a worker, or PostgreSQL). */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { beginLoginAttempt, IP_FAIL_MAX, loginSucceeded, PHONE_FAIL_MAX } from './login-limit';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const codesOf = (results: PromiseSettledResult<number>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'checked' : (r.reason as { code: number }).code));

test('50 parallel attempts on one phone: exactly five are let through to be checked, 45 refused', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) => beginLoginAttempt(t.db, '13611110001', `10.0.0.${i}`)),
  );
  const codes = codesOf(results);
  expect(codes.filter((c) => c === 'checked')).toHaveLength(PHONE_FAIL_MAX);
  expect(codes.filter((c) => c === ErrorCodes.RATE_LIMITED)).toHaveLength(50 - PHONE_FAIL_MAX);
  // the five count as failures until proven right: the phone stays locked
  await expect(beginLoginAttempt(t.db, '13611110001', '10.0.1.1')).rejects.toMatchObject({
    code: ErrorCodes.RATE_LIMITED,
    message: '登录失败次数过多，请15分钟后再试',
  });
});

test('40 parallel attempts from one IP on different phones: exactly thirty are checked', async () => {
  const results = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) => beginLoginAttempt(t.db, `136222200${String(i).padStart(2, '0')}`, '10.9.9.9')),
  );
  expect(codesOf(results).filter((c) => c === 'checked')).toHaveLength(IP_FAIL_MAX);
});

test('an attempt proven right no longer counts as a failure', async () => {
  for (let i = 0; i < PHONE_FAIL_MAX + 2; i++)
    await loginSucceeded(t.db, await beginLoginAttempt(t.db, '13611110002', '10.0.2.1'));
  const id = await beginLoginAttempt(t.db, '13611110002', '10.0.2.1');
  expect(id).toBeGreaterThan(0);
});
