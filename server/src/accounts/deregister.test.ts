/**
 * 注销账号 against the real database through the app's routes: a deletion code from the dev outbox
 * deletes the account in one go (token refused, phone free to register again, old password
 * useless, personal data gone, content kept); a wrong code, or a sign-in code, changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import {
  DELETED_NICKNAME,
  ErrorCodes,
  type DynamicKey,
  type LoginResult,
  type UserInfo,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { encryptPassword } from '../test-support/crypto';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = async <T>(method: 'GET' | 'POST', url: string, body?: Record<string, string>, token?: string) => ({
  body: await callApi<T>(app, method, url, { token, body }),
});

const api = {
  get: <T = unknown>(url: string, token?: string) => call<T>('GET', url, undefined, token),
  postJson: <T = unknown>(url: string, body: Record<string, string>, token?: string) =>
    call<T>('POST', url, body, token),
  postForm: <T = unknown>(url: string, body: Record<string, string>, token?: string) =>
    call<T>('POST', url, body, token),
};

async function newestCode(phone: string): Promise<string> {
  const outbox = await api.get<Array<{ text: string }>>(`/dev/sms/outbox?phone=${phone}`);
  const match = /验证码是(\d{6})/.exec(outbox.body.data[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no code in outbox');
  return match[1];
}

async function release(phone: string): Promise<void> {
  await api.postJson('/dev/sms/release', { phone });
}

async function register(phone: string, password: string): Promise<LoginResult> {
  await release(phone);
  expect((await api.postJson('/inform/send/code', { phone, type: 'register' })).body).toMatchObject({ code: 200 });
  const code = await newestCode(phone);
  const key = (await api.get<DynamicKey>('/user/key')).body.data;
  const res = await api.postForm<LoginResult>('/user/register', {
    phone,
    code,
    keyId: key.keyId,
    password: encryptPassword(password, key.key, key.iv),
  });
  expect(res.body.code).toBe(200);
  return res.body.data;
}

async function passwordLogin(phone: string, password: string) {
  const key = (await api.get<DynamicKey>('/user/key')).body.data;
  return api.postForm<LoginResult>('/user/login', {
    phone,
    keyId: key.keyId,
    password: encryptPassword(password, key.key, key.iv),
  });
}

async function deletionCode(token: string, phone: string): Promise<string> {
  await release(phone);
  const sent = await api.postJson('/user/center/deregister/code', {}, token);
  expect(sent.body).toEqual({ code: 200, data: { resendIn: 60, expiresIn: 600 }, msg: '验证码已发送' });
  return newestCode(phone);
}

describe('注销账号', () => {
  test('a wrong code, or a login code, is refused in Chinese and changes nothing', async () => {
    const phone = '13700000101';
    const me = await register(phone, 'secret-101');
    const token = me.accessToken;
    const code = await deletionCode(token, phone);
    expect((await api.get<Array<{ text: string }>>(`/dev/sms/outbox?phone=${phone}`)).body.data[0]?.text).toContain(
      '注销账号验证码',
    );
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await api.postJson('/user/center/deregister', { code: wrong }, token);
    expect(refused.body).toMatchObject({ code: ErrorCodes.SMS_CODE_INVALID, msg: '验证码错误或已过期，账号未注销' });

    // a code sent for signing in is no deletion code
    await release(phone);
    await api.postJson('/inform/send/code', { phone, type: 'login' });
    const loginCode = await newestCode(phone);
    const notForThis = await api.postJson('/user/center/deregister', { code: loginCode }, token);
    expect(notForThis.body).toMatchObject({ code: ErrorCodes.SMS_CODE_INVALID });

    // nothing changed: the token works, the nickname and phone are the user's, the password logs in
    const info = await api.get<UserInfo>('/user/center/info', token);
    expect(info.body.data).toMatchObject({ id: me.userInfo.id, nickName: '球迷0101', phone: '137****0101' });
    expect((await passwordLogin(phone, 'secret-101')).body.code).toBe(200);
    // and the deletion code is still good for what it was sent for
    expect((await api.postJson('/user/center/deregister', { code }, token)).body).toMatchObject({ code: 200 });
  });

  test('the right code deletes the account: every token refused, old password useless, phone free again', async () => {
    const phone = '13700000102';
    const me = await register(phone, 'secret-102');
    const other = (await passwordLogin(phone, 'secret-102')).body.data.accessToken;
    await api.postJson('/user/center/real-name', { realName: '王小明', idCard: '11010519491231002X' }, me.accessToken);
    expect((await api.get('/user/center/real-name', me.accessToken)).body).toMatchObject({ data: { certified: 1 } });

    const code = await deletionCode(me.accessToken, phone);
    const done = await api.postJson('/user/center/deregister', { code }, me.accessToken);
    expect(done.body).toEqual({ code: 200, data: null, msg: '账号已注销' });

    for (const token of [me.accessToken, other]) {
      expect((await api.get('/user/center/info', token)).body).toMatchObject({ code: ErrorCodes.NO_TOKEN });
    }
    // the code was single use
    expect((await api.postJson('/user/center/deregister', { code }, me.accessToken)).body).toMatchObject({
      code: ErrorCodes.NO_TOKEN,
    });
    expect((await passwordLogin(phone, 'secret-102')).body.code).toBe(ErrorCodes.LOGIN_FAILED);

    // the row stays for what others rely on (ledger rows point at it), with nothing personal left
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', me.userInfo.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nick_name: DELETED_NICKNAME, real_name: '', id_card_tail: '', portrait: '' });
    expect(row.phone).not.toBe(phone);
    expect(row.deleted_at).not.toBeNull();
    const ledger = await t.db
      .selectFrom('wallet_ledger')
      .select('user_id')
      .where('user_id', '=', me.userInfo.id)
      .execute();
    expect(ledger.length).toBeGreaterThan(0);

    // the phone registers again, as a new account
    const again = await register(phone, 'secret-again');
    expect(again.userInfo.id).not.toBe(me.userInfo.id);
    expect(again.userInfo.nickName).toBe('球迷0102');
  });

  test('without a token neither call does anything', async () => {
    expect((await api.postJson('/user/center/deregister/code', {})).body).toMatchObject({ code: ErrorCodes.NO_TOKEN });
    expect((await api.postJson('/user/center/deregister', { code: '123456' })).body).toMatchObject({
      code: ErrorCodes.NO_TOKEN,
    });
  });
});
