/**
 * One nickname rule at registration and rename, through the app's routes on the real database: a
 * name another fan holds (an anchor's) is refused in any width or case, reserved words are refused,
 * each with a Chinese message and the SMS code still usable; the default 球迷1234 steps aside for a
 * fan who holds it; a chosen name waits in the console's nickname queue, the default does not;
 * migration 031 gives existing rows their keys and renames later duplicates.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ErrorCodes, nicknameKey, type DynamicKey, type LoginResult, type UserInfo } from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { nicknameKeys031 } from '../db/migrations/031-nickname-keys';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { encryptPassword } from '../test-support/crypto';
import { createSession } from '../auth/sessions';
import { moderationDb } from '../moderation/tables';
import { findUserByPhone } from './users';
import { insertUser } from './signup';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_ROUTES: '1' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  await app.ready();
  // an anchor of the demo world
  await insertUser(t.db, '19900000002', 'x', '篮球小K');
}, 180_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = <T>(method: 'GET' | 'POST', url: string, body?: Record<string, string>, token?: string) =>
  callApi<T>(app, method, url, { token, body });

async function registerCode(phone: string): Promise<string> {
  await call('POST', '/dev/sms/release', { phone });
  expect(await call('POST', '/inform/send/code', { phone, type: 'register' })).toMatchObject({ code: 200 });
  const outbox = await call<Array<{ text: string }>>('GET', `/dev/sms/outbox?phone=${phone}`);
  return /验证码是(\d{6})/.exec(outbox.data[0]!.text)![1]!;
}

const queued = (userId: number) =>
  moderationDb(t.db)
    .selectFrom('nickname_reviews')
    .select(['nick_name', 'previous'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

async function register(phone: string, code: string, nickName?: string) {
  const key = (await call<DynamicKey>('GET', '/user/key')).data;
  return call<LoginResult>('POST', '/user/register', {
    phone,
    code,
    keyId: key.keyId,
    password: encryptPassword('fan-pass-1', key.key, key.iv),
    ...(nickName === undefined ? {} : { nickName }),
  });
}

test("an anchor's name in any width or case, or a reserved word, is refused; the code stays good", async () => {
  const phone = '13711110001';
  const code = await registerCode(phone);
  // (the register route allows 10 calls a minute: this file makes 8)
  for (const taken of ['篮球小K', ' 篮球小ｋ ']) {
    expect(await register(phone, code, taken)).toMatchObject({
      code: ErrorCodes.CONFLICT,
      msg: '该昵称已被使用，请换一个',
    });
  }
  for (const [reserved, word] of [
    ['官方主播', '官方'],
    ['ＡＤＭＩＮ小王', 'admin'],
    ['管 理 员', '管理员'],
  ]) {
    expect(await register(phone, code, reserved!)).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: `昵称不能包含“${word}”等保留字，请换一个`,
    });
  }
  expect(await register(phone, code, '王')).toMatchObject({
    code: ErrorCodes.PARAM_INVALID,
    msg: '昵称长度应为2-12个字符',
  });
  expect(await findUserByPhone(t.db, phone)).toBeUndefined();
  // none of those spent the code
  const ok = await register(phone, code, '篮球小K的粉丝');
  expect(ok).toMatchObject({ code: 200, data: { userInfo: { nickName: '篮球小K的粉丝' } } });
  // a chosen name waits in the console's nickname queue, as a rename does
  expect(await queued(ok.data.userInfo.id)).toEqual({ nick_name: '篮球小K的粉丝', previous: '' });
});

test('the default name 球迷 + last four digits steps aside when another fan holds it', async () => {
  await insertUser(t.db, '13722220042', 'x', '球迷0042');
  const phone = '13733330042';
  const res = await register(phone, await registerCode(phone));
  expect(res.code).toBe(200);
  expect(res.data.userInfo.nickName).toMatch(/^球迷0042\d{2,}$/);
  // the default name is nobody's choice: nothing to review
  expect(await queued(res.data.userInfo.id)).toBeUndefined();
});

test('a rename follows the same rule; one’s own name in another width or case is fine', async () => {
  const me = (await insertUser(t.db, '13744440001', 'x', 'Laoliu'))!;
  await insertUser(t.db, '13744440002', 'x', '老刘聊球');
  const token = await createSession(t.db, me.id);
  const rename = (nickName: string) => call<UserInfo>('POST', '/user/center/nickname', { nickName }, token);
  expect(await rename('老刘聊球')).toMatchObject({ code: ErrorCodes.CONFLICT, msg: '该昵称已被使用，请换一个' });
  expect(await rename('系统消息')).toMatchObject({
    code: ErrorCodes.PARAM_INVALID,
    msg: expect.stringContaining('保留字'),
  });
  expect(await rename('一二三四五六七八九十一二三')).toMatchObject({ msg: '昵称长度应为2-12个字符' });
  expect(await rename('ＬＡＯＬＩＵ')).toMatchObject({ code: 200, data: { nickName: 'ＬＡＯＬＩＵ' } });
  const row = await findUserByPhone(t.db, '13744440001');
  expect(row).toMatchObject({ nick_name: 'ＬＡＯＬＩＵ', nick_key: 'laoliu' });
});

test('the database itself refuses a second account with the same key (the unique index)', async () => {
  await expect(
    t.db
      .insertInto('users')
      .values({ phone: '13755550001', password_hash: 'x', nick_name: '篮球小k', nick_key: nicknameKey('篮球小k') })
      .execute(),
  ).rejects.toThrow(/duplicate key value|users_nick_key/);
});

test('migration 031 keys existing rows: the oldest keeps a shared name, later ones get their id', async () => {
  await nicknameKeys031.down!(t.db);
  const add = async (phone: string, name: string, deleted = false) =>
    (
      await sql<{ id: number }>`
        INSERT INTO users (phone, password_hash, nick_name, deleted_at)
        VALUES (${phone}, 'x', ${name}, ${deleted ? new Date() : null}) RETURNING id`.execute(t.db)
    ).rows[0]!.id;
  await add('13766660001', '重名球迷');
  const second = await add('13766660002', '重名球迷');
  const wide = await add('13766660003', 'ＫＫ球迷');
  await add('13766660004', 'kk球迷');
  await add('d1', '已注销用户', true);
  await add('d2', '已注销用户', true);
  await nicknameKeys031.up(t.db);
  const rows = await t.db
    .selectFrom('users')
    .select(['id', 'phone', 'nick_name', 'nick_key'])
    .where('phone', 'in', ['13766660001', '13766660002', '13766660003', '13766660004', 'd1', 'd2'])
    .orderBy('id')
    .execute();
  expect(rows.map((r) => [r.nick_name, r.nick_key])).toEqual([
    ['重名球迷', '重名球迷'],
    [`重名球迷${second}`, `重名球迷${second}`],
    ['ＫＫ球迷', 'kk球迷'],
    [`kk球迷${wide + 1}`, `kk球迷${wide + 1}`],
    ['已注销用户', null],
    ['已注销用户', null],
  ]);
});
