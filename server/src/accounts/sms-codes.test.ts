/** SMS code rules against a real database in this process (PGlite in a worker, or PostgreSQL). */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { AppError } from '../errors';
import { consumeCode, sendCode } from './sms-codes';
import { smsText, type SmsProvider } from './sms-provider';

let t: OpenTestDb;
const sent: Array<{ phone: string; text: string }> = [];
const provider: SmsProvider = {
  send: async (message) => void sent.push({ phone: message.phone, text: smsText(message) }),
};
const lastCode = () => /验证码是(\d{6})/.exec(sent[sent.length - 1]?.text ?? '')?.[1] ?? '';

beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

test('a code is 6 digits, the text says 10 minutes, and only a hash is stored', async () => {
  const res = await sendCode(t.db, provider, '13600000001', '1.1.1.1', 'login');
  expect(res).toEqual({ resendIn: 60, expiresIn: 600 });
  const code = lastCode();
  expect(code).toMatch(/^\d{6}$/);
  expect(sent[sent.length - 1]?.text).toBe(`【开球直播】您的登录验证码是${code}，10分钟内有效，请勿泄露给他人。`);
  const row = await t.db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', '13600000001')
    .executeTakeFirstOrThrow();
  expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(row.code_hash).not.toContain(code);
  expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeGreaterThan(599_000);
  expect(await consumeCode(t.db, '13600000001', code)).toBe(true);
  expect(await consumeCode(t.db, '13600000001', code)).toBe(false);
});

test('an expired code is refused', async () => {
  await sendCode(t.db, provider, '13600000002', '1.1.1.2', 'login');
  await t.db
    .updateTable('sms_codes')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('phone', '=', '13600000002')
    .execute();
  expect(await consumeCode(t.db, '13600000002', lastCode())).toBe(false);
});

test('after five wrong guesses even the right code is refused', async () => {
  await sendCode(t.db, provider, '13600000003', '1.1.1.3', 'login');
  const code = lastCode();
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) expect(await consumeCode(t.db, '13600000003', wrong)).toBe(false);
  expect(await consumeCode(t.db, '13600000003', code)).toBe(false);
});

test('two concurrent uses of one code: exactly one succeeds', async () => {
  await sendCode(t.db, provider, '13600000004', '1.1.1.4', 'login');
  const code = lastCode();
  const results = await Promise.all([consumeCode(t.db, '13600000004', code), consumeCode(t.db, '13600000004', code)]);
  expect(results.filter(Boolean)).toHaveLength(1);
});

test('per-phone: one a minute and ten a day; per-IP: twenty an hour', async () => {
  await sendCode(t.db, provider, '13600000005', '1.1.1.5', 'login');
  await expect(sendCode(t.db, provider, '13600000005', '1.1.1.5', 'login')).rejects.toMatchObject({
    code: ErrorCodes.RATE_LIMITED,
    message: '验证码已发送，请1分钟后再试',
  });

  const earlier = new Date(Date.now() - 2 * 3600_000);
  await t.db
    .insertInto('sms_codes')
    .values(
      Array.from({ length: 10 }, () => ({
        phone: '13600000006',
        ip: '9.9.9.9',
        code_hash: 'x'.repeat(64),
        created_at: earlier,
        expires_at: earlier,
      })),
    )
    .execute();
  await expect(sendCode(t.db, provider, '13600000006', '1.1.1.6', 'login')).rejects.toMatchObject({
    message: '今日验证码次数已用完，请明天再试',
  });

  for (let i = 0; i < 20; i++)
    await sendCode(t.db, provider, `135000000${String(i).padStart(2, '0')}`, '2.2.2.2', 'register');
  const err = await sendCode(t.db, provider, '13500000099', '2.2.2.2', 'register').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(ErrorCodes.RATE_LIMITED);
});

describe('parallel requests are counted one by one', () => {
  test('50 parallel wrong guesses are 50 counted guesses; the right code sent with them is refused', async () => {
    await sendCode(t.db, provider, '13600000007', '1.1.1.7', 'login');
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    // the right code goes last: by the time it runs, the guesses before it have used up the five
    const guesses = [...Array.from({ length: 49 }, () => wrong), code].map((c) => consumeCode(t.db, '13600000007', c));
    expect((await Promise.all(guesses)).filter(Boolean)).toEqual([]);
    const row = await t.db
      .selectFrom('sms_codes')
      .select(['attempts', 'used_at'])
      .where('phone', '=', '13600000007')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 50, used_at: null });
    expect(await consumeCode(t.db, '13600000007', code)).toBe(false);
  });

  test('10 parallel sends to one phone: one code goes out, nine are told to wait', async () => {
    const before = sent.length;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => sendCode(t.db, provider, '13600000008', '1.1.1.8', 'login')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(
      Array(9).fill(ErrorCodes.RATE_LIMITED),
    );
    expect(sent.length - before).toBe(1);
  });

  test('30 parallel sends from one IP to different phones: exactly twenty pass the hourly cap', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        sendCode(t.db, provider, `137000000${String(i).padStart(2, '0')}`, '3.3.3.3', 'register'),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const stored = await t.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ip', '=', '3.3.3.3')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(20);
  });
});

test('an undelivered request counts against the caps, sends nothing, and no guess can use it', async () => {
  const before = sent.length;
  expect(await sendCode(t.db, provider, '13600000009', '1.1.1.9', 'login', false)).toEqual({
    resendIn: 60,
    expiresIn: 600,
  });
  expect(sent.length).toBe(before);
  await expect(sendCode(t.db, provider, '13600000009', '1.1.1.9', 'login', false)).rejects.toMatchObject({
    message: '验证码已发送，请1分钟后再试',
  });
  const row = await t.db
    .selectFrom('sms_codes')
    .select('code_hash')
    .where('phone', '=', '13600000009')
    .executeTakeFirstOrThrow();
  expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
});
