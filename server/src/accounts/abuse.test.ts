/**
 * Sign-in abuse over HTTP (the whole app in this process, PGlite or PostgreSQL): behind a trusted
 * proxy each client is counted by its own address, a stranger's failures never lock a phone's owner
 * out, picture codes are asked for and checked, and a wrong SMS code costs no password hash.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  ACCOUNT_PATHS,
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  ErrorCodes,
  type Captcha,
  type Envelope,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { encryptPassword } from '../test-support/crypto';
import { CAPTCHA_AFTER_PHONE } from './login-limit';
import { HASH_CONCURRENCY, hashPassword, hashStats } from './password-hash';
import { CAPTCHA_AFTER_PHONE_DAILY, PAIR_DAILY_MAX } from './sms-codes';

let t: OpenTestDb;
let app: FastifyInstance;
// every password login is a 128 MiB scrypt hash: slow on a shared, loaded machine
jest.setTimeout(180_000);

beforeAll(async () => {
  t = await openTestDb();
  // the proxy in front is one hop: the client is the last X-Forwarded-For entry it adds
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1', TRUST_PROXY: '1' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** A request from `client` as the proxy passes it on (the client's own header, if any, before it). */
async function call<T = unknown>(
  client: string | null,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, string>,
  forged?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (client !== null) headers['x-forwarded-for'] = forged ? `${forged}, ${client}` : client;
  const res = await app.inject({
    method,
    url,
    headers,
    remoteAddress: '127.0.0.1',
    ...(body ? { payload: body } : {}),
  });
  return res.json<Envelope<T>>();
}

const cipher = (password: string) => encryptPassword(password, DEFAULT_AES_KEY, DEFAULT_AES_IV);
const login = (client: string, phone: string, password: string, extra: Record<string, string> = {}) =>
  call(client, 'POST', ACCOUNT_PATHS.login, { phone, password: cipher(password), ...extra });

/** A fresh picture code and its answer (the dev route reads it back, as the outbox does for SMS). */
async function solvedCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const issued = await call<Captcha>('10.200.0.1', 'GET', ACCOUNT_PATHS.captcha);
  expect(issued.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
  const answer = await call<{ answer: string }>(null, 'GET', `/dev/captcha/answer?captchaId=${issued.data.captchaId}`);
  return { captchaId: issued.data.captchaId, captcha: answer.data.answer.toLowerCase() };
}

async function lastCode(phone: string): Promise<string> {
  const row = await t.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /验证码是(\d{6})/.exec(row.text)![1]!;
}

/** Lets the next code for the phone go out at once (the 60 s resend gap is not under test here). */
const releaseResend = (phone: string) =>
  sql`UPDATE sms_codes SET created_at = created_at - interval '61 seconds' WHERE phone = ${phone}`.execute(t.db);

async function register(phone: string, password: string): Promise<void> {
  expect((await call('10.100.0.1', 'POST', ACCOUNT_PATHS.sendCode, { phone, type: 'register' })).code).toBe(200);
  const res = await call('10.100.0.1', 'POST', ACCOUNT_PATHS.register, {
    phone,
    code: await lastCode(phone),
    password: cipher(password),
  });
  expect(res.code).toBe(200);
}

test("a phone's owner signs in after strangers' failures: password with a picture code, or SMS code", async () => {
  const phone = '13512340001';
  await register(phone, 'owner-pass-1');
  // strangers at several addresses each guess the owner's password
  for (let i = 0; i < CAPTCHA_AFTER_PHONE + 3; i++) {
    const res = await login(`10.1.0.${i}`, phone, `guess-${i}-x`);
    expect(res.code).toBe(i < CAPTCHA_AFTER_PHONE ? ErrorCodes.LOGIN_FAILED : ErrorCodes.CAPTCHA_REQUIRED);
  }
  // the owner on a new address is asked for a picture code, not locked out
  const asked = await login('10.2.0.1', phone, 'owner-pass-1');
  expect(asked).toEqual({ code: ErrorCodes.CAPTCHA_REQUIRED, data: null, msg: '请输入图形验证码' });
  const signedIn = await login('10.2.0.1', phone, 'owner-pass-1', await solvedCaptcha());
  expect(signedIn.code).toBe(200);
  // or by SMS code, with no picture code at all
  await releaseResend(phone);
  expect((await call('10.2.0.2', 'POST', ACCOUNT_PATHS.sendCode, { phone, type: 'login' })).code).toBe(200);
  const bySms = await call('10.2.0.2', 'POST', ACCOUNT_PATHS.login, { phone, code: await lastCode(phone) });
  expect(bySms.code).toBe(200);
});

test('a picture code is checked: a wrong answer, or one answered before, does not pass', async () => {
  const phone = '13512340002';
  await register(phone, 'owner-pass-2');
  for (let i = 0; i < CAPTCHA_AFTER_PHONE; i++) await login(`10.3.0.${i}`, phone, `guess-${i}-x`);
  const solved = await solvedCaptcha();
  const wrong = await login('10.3.1.1', phone, 'owner-pass-2', { ...solved, captcha: 'zzzz' });
  expect(wrong).toEqual({ code: ErrorCodes.CAPTCHA_INVALID, data: null, msg: '图形验证码错误，请重新输入' });
  // the wrong answer spent the code: the right answer to it no longer passes
  expect((await login('10.3.1.1', phone, 'owner-pass-2', solved)).code).toBe(ErrorCodes.CAPTCHA_INVALID);
  const fresh = await solvedCaptcha();
  expect((await login('10.3.1.1', phone, 'owner-pass-2', fresh)).code).toBe(200);
  expect((await login('10.3.1.1', phone, 'owner-pass-2', fresh)).code).toBe(ErrorCodes.CAPTCHA_INVALID);
});

test('a forged X-Forwarded-For does not escape the limit: the client is the address the proxy saw', async () => {
  const client = '10.4.0.1';
  for (let i = 0; i < 5; i++) {
    const res = await login(client, `1351234100${i}`, 'wrong-pass-x', {});
    expect(res.code).toBe(ErrorCodes.LOGIN_FAILED);
  }
  // the same client writes a new address of its own into each request: still the same client
  for (let i = 0; i < 3; i++) {
    const res = await call(
      client,
      'POST',
      ACCOUNT_PATHS.login,
      { phone: `1351234200${i}`, password: cipher('wrong-pass-x') },
      `203.0.113.${i}`,
    );
    expect(res.code).toBe(ErrorCodes.CAPTCHA_REQUIRED);
  }
});

test("a stranger cannot spend a phone's SMS codes: a picture code past a few, and the owner gets one", async () => {
  const phone = '13512340003';
  await register(phone, 'owner-pass-3');
  await releaseResend(phone);
  // the register code was the first of the day; the stranger asks for the rest of the free ones
  for (let i = 1; i < CAPTCHA_AFTER_PHONE_DAILY; i++) {
    expect((await call('10.5.0.1', 'POST', ACCOUNT_PATHS.sendCode, { phone, type: 'login' })).code).toBe(200);
    await releaseResend(phone);
  }
  expect((await call('10.5.0.1', 'POST', ACCOUNT_PATHS.sendCode, { phone, type: 'login' })).code).toBe(
    ErrorCodes.CAPTCHA_REQUIRED,
  );
  // a client at one address gets at most PAIR_DAILY_MAX for the phone, picture codes or not
  for (let i = CAPTCHA_AFTER_PHONE_DAILY - 1; i < PAIR_DAILY_MAX; i++) {
    const res = await call('10.5.0.1', 'POST', ACCOUNT_PATHS.sendCode, {
      phone,
      type: 'login',
      ...(await solvedCaptcha()),
    });
    expect(res.code).toBe(200);
    await releaseResend(phone);
  }
  const spent = await call('10.5.0.1', 'POST', ACCOUNT_PATHS.sendCode, {
    phone,
    type: 'login',
    ...(await solvedCaptcha()),
  });
  expect(spent).toEqual({ code: ErrorCodes.RATE_LIMITED, data: null, msg: '今日验证码次数已用完，请明天再试' });
  // the owner, at home, answers a picture code and signs in with the code it brings
  const asked = await call('10.6.0.1', 'POST', ACCOUNT_PATHS.sendCode, { phone, type: 'login' });
  expect(asked.code).toBe(ErrorCodes.CAPTCHA_REQUIRED);
  const sent = await call('10.6.0.1', 'POST', ACCOUNT_PATHS.sendCode, {
    phone,
    type: 'login',
    ...(await solvedCaptcha()),
  });
  expect(sent.code).toBe(200);
  expect((await call('10.6.0.1', 'POST', ACCOUNT_PATHS.login, { phone, code: await lastCode(phone) })).code).toBe(200);
});

test('register and reset with a wrong SMS code run no password hash', async () => {
  const phone = '13512340004';
  expect((await call('10.7.0.1', 'POST', ACCOUNT_PATHS.sendCode, { phone, type: 'register' })).code).toBe(200);
  const right = await lastCode(phone);
  const wrong = right === '000000' ? '111111' : '000000';
  const before = hashStats.started;
  const refused = await call('10.7.0.1', 'POST', ACCOUNT_PATHS.register, {
    phone,
    code: wrong,
    password: cipher('pw-123456'),
  });
  expect(refused.code).toBe(ErrorCodes.SMS_CODE_INVALID);
  const reset = await call('10.7.0.1', 'POST', ACCOUNT_PATHS.resetPassword, {
    phone: '13800000000',
    code: wrong,
    password: cipher('pw-123456'),
  });
  expect(reset.code).toBe(ErrorCodes.SMS_CODE_INVALID);
  expect(hashStats.started).toBe(before);
  // the right code still registers, with one hash
  const ok = await call('10.7.0.1', 'POST', ACCOUNT_PATHS.register, {
    phone,
    code: right,
    password: cipher('pw-123456'),
  });
  expect(ok.code).toBe(200);
  expect(hashStats.started).toBe(before + 1);
});

test(`a burst of hashes runs at most ${HASH_CONCURRENCY} at once`, async () => {
  hashStats.peak = 0;
  const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`burst-${i}`)));
  expect(new Set(hashes).size).toBe(6);
  expect(hashStats.peak).toBe(HASH_CONCURRENCY);
}, 60_000);
