/**
 * Accounts over real HTTP against the real server process (PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
import { ErrorCodes, type Envelope } from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client, type TestClient } from '../test-support/http';
import { encryptPassword } from '../test-support/crypto';
import {
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  type DynamicKey,
  type LoginResult,
  type UserInfo,
} from '@kickoff/shared/contracts';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;

beforeAll(async () => {
  database = await testDatabase();
  // one trusted proxy hop on loopback, as `npm start` runs it: a test may name its client
  server = await startServer(39210, { ...database.env, DEV_ROUTES: '1', TRUST_PROXY: '127.0.0.1' });
  api = client(server.url);
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

async function smsCode(phone: string, type: 'login' | 'register' | 'password' = 'register'): Promise<string> {
  const sent = await api.postJson('/inform/send/code', { phone, type });
  expect(sent.body).toEqual({ code: 200, data: { resendIn: 60, expiresIn: 600 }, msg: '验证码已发送' });
  const outbox = await api.get<Array<{ text: string }>>(`/dev/sms/outbox?phone=${phone}`);
  const match = /验证码是(\d{6})/.exec(outbox.body.data[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no code in outbox');
  return match[1];
}

async function register(phone: string, password: string, nickName?: string): Promise<LoginResult> {
  const code = await smsCode(phone);
  const key = (await api.get<DynamicKey>('/user/key')).body.data;
  const fields: Record<string, string> = {
    phone,
    code,
    keyId: key.keyId,
    password: encryptPassword(password, key.key, key.iv),
  };
  if (nickName) fields.nickName = nickName;
  const res = await api.postForm<LoginResult>('/user/register', fields);
  expect(res.body.code).toBe(200);
  return res.body.data;
}

describe('demo account and password login', () => {
  test('the seeded demo account logs in with the default key and sees its info', async () => {
    const res = await api.postForm<LoginResult>('/user/login', {
      phone: '13800000000',
      password: encryptPassword('kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.userInfo).toMatchObject({ nickName: '球迷小王', phone: '138****0000', portraitAudit: 1 });

    const info = await api.get<UserInfo>('/user/center/info', res.body.data.accessToken);
    expect(info.body).toEqual({
      code: 200,
      msg: '成功',
      data: {
        id: res.body.data.userInfo.id,
        nickName: '球迷小王',
        portrait: '',
        portraitAudit: 1,
        portraitNew: '',
        diyTheme: '',
        phone: '138****0000',
      },
    });
  });

  test('a dynamic key works only with its keyId, and each call gives a fresh key', async () => {
    const a = (await api.get<DynamicKey>('/user/key')).body.data;
    const b = (await api.get<DynamicKey>('/user/key')).body.data;
    expect(a.key).toHaveLength(16);
    expect(a.iv).toHaveLength(16);
    expect(a.expiresIn).toBe(300);
    expect([a.keyId, a.key]).not.toEqual([b.keyId, b.key]);

    const cipher = encryptPassword('kickoff123', a.key, a.iv);
    const good = await api.postForm<LoginResult>('/user/login', {
      phone: '13800000000',
      password: cipher,
      keyId: a.keyId,
    });
    expect(good.body.code).toBe(200);
    // the same ciphertext without its key id is read with the default key → unreadable
    const noKey = await api.postForm('/user/login', { phone: '13800000000', password: cipher });
    expect([ErrorCodes.PASSWORD_UNREADABLE, ErrorCodes.LOGIN_FAILED]).toContain(noKey.body.code);
    const unknownKey = await api.postForm('/user/login', {
      phone: '13800000000',
      password: cipher,
      keyId: 'ffffffffffffffffffffffff',
    });
    expect(unknownKey.body).toEqual({
      code: ErrorCodes.PASSWORD_UNREADABLE,
      data: null,
      msg: '密钥已过期，请刷新后重试',
    });
  });

  test('the password-iv call returns a usable key too', async () => {
    const res = await api.get<DynamicKey>('/user/password/iv');
    expect(res.body.code).toBe(200);
    expect(res.body.data.iv).toHaveLength(16);
  });

  test('a wrong password is LOGIN_FAILED with HTTP 200', async () => {
    const res = await api.postForm('/user/login', {
      phone: '13800000000',
      password: encryptPassword('wrong-pass', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: ErrorCodes.LOGIN_FAILED, data: null, msg: '账号或密码错误' });
    // an unregistered phone gets the very same answer
    const unknown = await api.postForm('/user/login', {
      phone: '13911118888',
      password: encryptPassword('kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    });
    expect(unknown.body).toEqual(res.body);
  });
});

describe('register, SMS and profile', () => {
  test('register with an SMS code, then the code is spent and the phone is taken', async () => {
    const phone = '13911110001';
    const code = await smsCode(phone);
    const key = (await api.get<DynamicKey>('/user/key')).body.data;
    const password = encryptPassword('secret-1', key.key, key.iv);
    const res = await api.postForm<LoginResult>('/user/register', { phone, code, password, keyId: key.keyId });
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('注册成功');
    expect(res.body.data.userInfo.nickName).toBe('球迷0001');

    // the spent code: the same answer a wrong code gets, whether the phone is taken or not
    const again = await api.postForm('/user/register', { phone, code, password, keyId: key.keyId });
    expect(again.body.code).toBe(ErrorCodes.SMS_CODE_INVALID);
    // the new account logs in with its password
    const login = await api.postForm<LoginResult>('/user/login', {
      phone,
      password: encryptPassword('secret-1', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    });
    expect(login.body.code).toBe(200);
  });

  test('an SMS code is single use, and a second code within a minute is refused', async () => {
    const phone = '13911110002';
    await register(phone, 'secret-2');
    // the registration spent the code; a login code needs a minute's wait
    const tooSoon = await api.postJson('/inform/send/code', { phone, type: 'login' });
    expect(tooSoon.body).toEqual({ code: ErrorCodes.RATE_LIMITED, data: null, msg: '验证码已发送，请1分钟后再试' });
  });

  test('login by SMS code works once; a wrong code is SMS_CODE_INVALID', async () => {
    const phone = '13911110003';
    const code = await smsCode(phone, 'register');
    const key = (await api.get<DynamicKey>('/user/key')).body.data;
    // register by JSON too: the same handler reads either encoding
    const reg = await api.postJson('/user/register', {
      phone,
      code,
      keyId: key.keyId,
      password: encryptPassword('secret-3', key.key, key.iv),
    });
    expect(reg.body.code).toBe(200);
    // the demo account has had no code yet: ask for a login code and sign in with it
    const loginCode = await smsCode('13800000000', 'login');
    const viaSms = await api.postForm<LoginResult>('/user/login', { phone: '13800000000', code: loginCode });
    expect(viaSms.body.code).toBe(200);
    expect(viaSms.body.data.userInfo.nickName).toBe('球迷小王');
    const reusedLogin = await api.postForm('/user/login', { phone: '13800000000', code: loginCode });
    expect(reusedLogin.body.code).toBe(ErrorCodes.SMS_CODE_INVALID);
    const reused = await api.postForm('/user/login', { phone, code });
    expect(reused.body).toEqual({ code: ErrorCodes.SMS_CODE_INVALID, data: null, msg: '验证码错误或已过期' });
  });

  test('sending a code answers alike for registered and unknown phones; only a fitting one is sent', async () => {
    const sent = { code: 200, data: { resendIn: 60, expiresIn: 600 }, msg: '验证码已发送' };
    const wait = { code: ErrorCodes.RATE_LIMITED, data: null, msg: '验证码已发送，请1分钟后再试' };
    const send = async (phone: string, type: string) => (await api.postJson('/inform/send/code', { phone, type })).body;
    const outbox = async (phone: string) => (await api.get<unknown[]>(`/dev/sms/outbox?phone=${phone}`)).body.data;
    // a login or password code for an unknown phone: the answer of a registered one, and no SMS
    expect(await send('13911119999', 'login')).toEqual(sent);
    expect(await send('13911119998', 'password')).toEqual(sent);
    expect(await outbox('13911119999')).toEqual([]);
    expect(await outbox('13911119998')).toEqual([]);
    // the caps count an unsent request like a sent one: the next answer is the one a sent code gets
    expect(await send('13911119999', 'login')).toEqual(wait);
    expect(await outbox('13911119999')).toEqual([]);
    // registering with a guessed code on a taken phone says no more than on a free one
    const key = (await api.get<DynamicKey>('/user/key')).body.data;
    const fields = (phone: string) => ({
      phone,
      code: '123456',
      keyId: key.keyId,
      password: encryptPassword('secret-6', key.key, key.iv),
    });
    const taken = '13911110001'; // registered above
    const [onTaken, onFree] = [
      await api.postForm('/user/register', fields(taken)),
      await api.postForm('/user/register', fields('13911119997')),
    ];
    expect(onTaken.body).toEqual(onFree.body);
    expect(onTaken.body.code).toBe(ErrorCodes.SMS_CODE_INVALID);
  });

  test('nickname, theme, real name, feedback (portraits: portraits.test.ts)', async () => {
    const { accessToken: token } = await register('13911110004', 'secret-4', '老球迷');
    const nick = await api.postJson<UserInfo>('/user/center/nickname', { nickName: '新昵称' }, token);
    expect(nick.body.data.nickName).toBe('新昵称');
    const badNick = await api.postJson('/user/center/nickname', { nickName: '<script>' }, token);
    expect(badNick.body).toEqual({ code: ErrorCodes.PARAM_INVALID, data: null, msg: '昵称不能包含控制字符或尖括号' });
    const rude = await api.postJson('/user/center/nickname', { nickName: '球迷傻逼王' }, token);
    expect(rude.body).toEqual({ code: ErrorCodes.PARAM_INVALID, data: null, msg: '昵称含有不当词语，请换一个' });
    expect((await api.get<UserInfo>('/user/center/info', token)).body.data.nickName).toBe('新昵称');

    const theme = await api.postJson<UserInfo>('/user/center/theme', { diyTheme: '#1E90FF' }, token);
    expect(theme.body.data.diyTheme).toBe('#1e90ff');

    expect((await api.get('/user/center/real-name', token)).body.data).toEqual({ certified: 0, realName: '' });
    const badId = await api.postJson(
      '/user/center/real-name',
      { realName: '王小明', idCard: '110101199003070000' },
      token,
    );
    expect(badId.body.msg).toBe('参数错误：身份证号校验不通过');
    const real = await api.postJson(
      '/user/center/real-name',
      { realName: '王小明', idCard: '11010519491231002X' },
      token,
    );
    expect(real.body.data).toEqual({ certified: 1, realName: '王**' });

    const fb = await api.postJson<{ id: number }>(
      '/inform/feedback/add',
      { content: '比分刷新很及时，赞！', contact: 'qq 10000' },
      token,
    );
    expect(fb.body.code).toBe(200);
    expect(fb.body.data.id).toBeGreaterThan(0);
    expect((await api.postJson('/inform/feedback/add', { content: '短' })).body.code).toBe(ErrorCodes.PARAM_INVALID);
  });

  test('password change keeps this session, revokes the others, and the new password works', async () => {
    const phone = '13911110005';
    const first = await register(phone, 'secret-5');
    const second = (
      await api.postForm<LoginResult>('/user/login', {
        phone,
        password: encryptPassword('secret-5', DEFAULT_AES_KEY, DEFAULT_AES_IV),
      })
    ).body.data;
    const key = (await api.get<DynamicKey>('/user/password/iv', first.accessToken)).body.data;
    const change = await api.postForm(
      '/user/center/password',
      {
        oldPassword: encryptPassword('secret-5', key.key, key.iv),
        newPassword: encryptPassword('secret-5-new', key.key, key.iv),
        keyId: key.keyId,
      },
      first.accessToken,
    );
    expect(change.body).toEqual({ code: 200, data: null, msg: '密码已修改' });
    expect((await api.get('/user/center/info', first.accessToken)).body.code).toBe(200);
    expect((await api.get('/user/center/info', second.accessToken)).body.code).toBe(ErrorCodes.NO_TOKEN);
    const relogin = await api.postForm('/user/login', {
      phone,
      password: encryptPassword('secret-5-new', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    });
    expect(relogin.body.code).toBe(200);
  });
});

describe('tokens and guards', () => {
  test('missing, malformed and revoked tokens get NO_TOKEN', async () => {
    expect((await api.get('/user/center/info')).body).toEqual({ code: 'NO_TOKEN', data: null, msg: '请先登录' });
    expect((await api.get('/user/center/info', 'x'.repeat(43))).body.code).toBe('NO_TOKEN');
    const { accessToken } = await register('13911110006', 'secret-6');
    expect((await api.get('/user/logout', accessToken)).body).toEqual({ code: 200, data: null, msg: '已退出登录' });
    expect((await api.get('/user/center/info', accessToken)).body.code).toBe('NO_TOKEN');
    expect((await api.get('/user/logout')).body.code).toBe('NO_TOKEN');
  });

  test('wrong passwords slow their own client down and never lock the phone for its owner', async () => {
    const phone = '13911110007';
    await register(phone, 'secret-7');
    // a stranger's client, as the trusted proxy names it
    const from = (ip: string, password: string) =>
      api.raw('/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams({ phone, password: encryptPassword(password, DEFAULT_AES_KEY, DEFAULT_AES_IV) }),
      });
    // four wrong guesses: each fails, or is told to wait (the delay after the third; this file's
    // delays are not timed, login-limit.test.ts times them); fewer than a picture code needs
    for (let i = 0; i < 4; i++) {
      const res = JSON.parse((await from('10.77.1.1', `wrong-${i}-x`)).text) as Envelope<null>;
      expect([ErrorCodes.LOGIN_FAILED, ErrorCodes.RATE_LIMITED]).toContain(res.code);
    }
    // the owner, at another address, signs in at once
    expect(JSON.parse((await from('10.77.2.2', 'secret-7')).text).code).toBe(200);
  });
});

describe('input errors and platform behaviour', () => {
  test('bad input is PARAM_INVALID with a Chinese message and HTTP 200', async () => {
    const r = await api.postForm('/user/login', { phone: '12345', password: 'abc' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ code: 40001, data: null, msg: '参数错误：手机号格式不正确' });
    const missing = await api.postJson('/user/login', {});
    expect(missing.body).toEqual({ code: 40001, data: null, msg: '参数错误：缺少手机号' });
    const neither = await api.postForm('/user/login', { phone: '13800000000' });
    expect(neither.body).toEqual({ code: 40001, data: null, msg: '参数错误：请输入密码或验证码' });
  });

  test('malformed JSON is HTTP 400 with the envelope; unknown route is 404', async () => {
    const bad = await api.raw('/inform/feedback/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ code: 40001, data: null, msg: '参数错误：请求格式不正确' });
    const missing = await api.get('/no/such/route');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: ErrorCodes.NOT_FOUND, data: null, msg: '接口不存在' });
  });

  test('oversized bodies are refused with 413', async () => {
    const r = await api.raw('/inform/feedback/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x'.repeat(300 * 1024) }),
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.text)).toEqual({ code: ErrorCodes.PAYLOAD_TOO_LARGE, data: null, msg: '提交内容过大' });
  });

  test('CORS allows the suite origins only; security headers are set', async () => {
    const okOrigin = await api.raw('/healthz', { headers: { origin: 'http://localhost:8096' } });
    expect(okOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:8096');
    const preflight = await api.raw('/user/center/info', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8083',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'accesstoken',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('accesstoken');
    const evil = await api.raw('/healthz', { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(okOrigin.headers.get('x-content-type-options')).toBe('nosniff');
    expect(okOrigin.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  test('healthz, readyz and the OpenAPI description', async () => {
    expect((await api.get('/healthz')).body).toMatchObject({ code: 200, data: { status: 'ok' } });
    expect((await api.get('/readyz')).body).toMatchObject({ code: 200, data: { db: true, redis: 'off' } });
    const doc = JSON.parse((await api.raw('/openapi.json', {})).text) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/user/login', '/user/register', '/inform/send/code', '/imapi/websocket', '/user/key']),
    );
    expect((await api.raw('/docs/', {})).status).toBe(200);
  });
});

describe('flood limits', () => {
  test('more than 20 SMS requests a minute from one IP are refused with 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i < 25; i++) {
      const r = await api.postJson('/inform/send/code', {
        phone: `1370000${String(i).padStart(4, '0')}`,
        type: 'login',
      });
      statuses.push(r.status);
      last = r.body;
    }
    expect(statuses).toContain(429);
    expect(last).toEqual({ code: ErrorCodes.RATE_LIMITED, data: null, msg: '操作太频繁，请稍后再试' });
  });
});
