/** SMS code rules against a real database in this process (PGlite in a worker, or PostgreSQL). */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { AppError } from '../errors';
import {
  CAPTCHA_AFTER_IP_HOURLY,
  CAPTCHA_AFTER_PHONE_DAILY,
  consumeCode,
  IP_HOURLY_MAX,
  PAIR_DAILY_MAX,
  PHONE_DAILY_MAX,
  sendCode,
} from './sms-codes';
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

const pastRows = (phone: string, ip: string, n: number) => {
  const earlier = new Date(Date.now() - 2 * 3600_000);
  return t.db
    .insertInto('sms_codes')
    .values(
      Array.from({ length: n }, () => ({
        phone,
        ip,
        code_hash: 'x'.repeat(64),
        created_at: earlier,
        expires_at: earlier,
      })),
    )
    .execute();
};

test('per phone: one a minute, ten a day from one address and twenty from all; per IP: twenty an hour', async () => {
  await sendCode(t.db, provider, '13600000005', '1.1.1.5', 'login');
  await expect(sendCode(t.db, provider, '13600000005', '1.1.1.5', 'login')).rejects.toMatchObject({
    code: ErrorCodes.RATE_LIMITED,
    message: '验证码已发送，请1分钟后再试',
  });

  // a stranger at 9.9.9.9 spent ten of the phone's codes today: that address gets no more …
  await pastRows('13600000006', '9.9.9.9', PAIR_DAILY_MAX);
  const spent = { code: ErrorCodes.RATE_LIMITED, message: '今日验证码次数已用完，请明天再试' };
  await expect(sendCode(t.db, provider, '13600000006', '9.9.9.9', 'login', true, true)).rejects.toMatchObject(spent);
  // … the owner elsewhere is asked for a picture code, and with it gets one
  await expect(sendCode(t.db, provider, '13600000006', '1.1.1.6', 'login')).rejects.toMatchObject({
    code: ErrorCodes.CAPTCHA_REQUIRED,
  });
  await expect(sendCode(t.db, provider, '13600000006', '1.1.1.6', 'login', true, false)).rejects.toMatchObject({
    code: ErrorCodes.CAPTCHA_INVALID,
  });
  await sendCode(t.db, provider, '13600000006', '1.1.1.6', 'login', true, true);
  // twenty in a day from every address together is the phone's ceiling
  await pastRows('13600000006', '8.8.8.8', PHONE_DAILY_MAX - PAIR_DAILY_MAX - 1);
  await t.db
    .updateTable('sms_codes')
    .set({ created_at: new Date(Date.now() - 3600_000) })
    .where('phone', '=', '13600000006')
    .execute();
  await expect(sendCode(t.db, provider, '13600000006', '1.1.1.60', 'login', true, true)).rejects.toMatchObject(spent);

  // one address: a picture code after CAPTCHA_AFTER_IP_HOURLY sends this hour, none at all after twenty
  for (let i = 0; i < CAPTCHA_AFTER_IP_HOURLY; i++)
    await sendCode(t.db, provider, `135000000${String(i).padStart(2, '0')}`, '2.2.2.2', 'register');
  await expect(sendCode(t.db, provider, '13500000098', '2.2.2.2', 'register')).rejects.toMatchObject({
    code: ErrorCodes.CAPTCHA_REQUIRED,
  });
  for (let i = CAPTCHA_AFTER_IP_HOURLY; i < IP_HOURLY_MAX; i++)
    await sendCode(t.db, provider, `135000000${String(i).padStart(2, '0')}`, '2.2.2.2', 'register', true, true);
  const err = await sendCode(t.db, provider, '13500000099', '2.2.2.2', 'register', true, true).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(ErrorCodes.RATE_LIMITED);
});

test('a phone with a few codes today needs a picture code for the next, whoever asks', async () => {
  for (let i = 0; i < CAPTCHA_AFTER_PHONE_DAILY; i++) {
    await sendCode(t.db, provider, '13600000010', `4.4.4.${i}`, 'login');
    await t.db
      .updateTable('sms_codes')
      .set({ created_at: new Date(Date.now() - 61_000) })
      .where('phone', '=', '13600000010')
      .execute();
  }
  await expect(sendCode(t.db, provider, '13600000010', '4.4.4.100', 'login')).rejects.toMatchObject({
    code: ErrorCodes.CAPTCHA_REQUIRED,
  });
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
        sendCode(t.db, provider, `137000000${String(i).padStart(2, '0')}`, '3.3.3.3', 'register', true, true),
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
