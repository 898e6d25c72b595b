/**
 * 登录设备 through the app's routes on the real database: each sign-in is a device (named from its
 * user agent, this one marked), signing another device out revokes its token at once (its next call
 * gets NO_TOKEN, the hub is told as on logout), nobody signs out a device that is not theirs, and a
 * token lives 30 days from its last use.
 */
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  ErrorCodes,
  SESSION_PATHS,
  SESSION_TTL_S,
  type LoginResult,
  type SessionDevice,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { encryptPassword } from '../test-support/crypto';
import { hashPassword } from '../accounts/password-hash';
import { onSessionsRevoked, type SessionsRevoked } from './session-events';
import { createSession, RENEW_EVERY_MS, tokenHash, userIdByToken } from './sessions';
import { insertUser } from '../accounts/signup';
import { callApi } from '../test-support/http';

const IPHONE = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  'Version/17.4 Mobile/15E148 Safari/604.1',
].join(' ');
const EDGE = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)',
  'Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
].join(' ');
const PHONE = '13788880001';

let t: OpenTestDb;
let app: FastifyInstance;
let userId: number;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  await app.ready();
  userId = (await insertUser(t.db, PHONE, await hashPassword('fan-pass-1'), '两台手机'))!.id;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = <T>(method: 'GET' | 'POST', url: string, token?: string, body?: object, ua?: string) =>
  callApi<T>(app, method, url, { token, body, headers: ua ? { 'user-agent': ua } : {} });

async function login(ua: string): Promise<string> {
  const password = encryptPassword('fan-pass-1', DEFAULT_AES_KEY, DEFAULT_AES_IV);
  const res = await call<LoginResult>('POST', '/user/login', undefined, { phone: PHONE, password }, ua);
  expect(res.code).toBe(200);
  return res.data.accessToken;
}

test('each sign-in is a device named from its user agent, this one first and marked; visitors sign in', async () => {
  const phone = await login(IPHONE);
  const pc = await login(EDGE);
  const seen = await call<SessionDevice[]>('GET', SESSION_PATHS.list, phone);
  expect(seen.code).toBe(200);
  expect(seen.data.map((d) => [d.device, d.current])).toEqual([
    ['iPhone · Safari', true],
    ['Windows · Edge', false],
  ]);
  expect(seen.data[1]).toMatchObject({ userAgent: EDGE });
  expect(seen.data[0]!.lastSeenAt).toBeGreaterThanOrEqual(seen.data[0]!.createdAt);
  expect((await call<SessionDevice[]>('GET', SESSION_PATHS.list, pc)).data[0]).toMatchObject({
    device: 'Windows · Edge',
    current: true,
  });
  expect((await call('GET', SESSION_PATHS.list)).code).toBe(ErrorCodes.NO_TOKEN);
});

test("signing another device out revokes its token and tells the hub; one's own and others' are refused", async () => {
  const phone = await login(IPHONE);
  const pc = await login(EDGE);
  const events: SessionsRevoked[] = [];
  const off = onSessionsRevoked((e) => events.push(e));
  try {
    const devices = (await call<SessionDevice[]>('GET', SESSION_PATHS.list, phone)).data;
    const pcId = devices.find((d) => d.userAgent === EDGE && !d.current)!.id;
    const mine = devices.find((d) => d.current)!.id;
    expect(await call('POST', SESSION_PATHS.revoke, phone, { id: mine })).toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      msg: '这是本机，请使用“退出登录”',
    });
    // a stranger cannot sign this fan's device out, nor learn whether the id exists
    const stranger = await createSession(t.db, (await insertUser(t.db, '13788880002', 'x', '路人甲'))!.id);
    expect((await call('POST', SESSION_PATHS.revoke, stranger, { id: pcId })).code).toBe(ErrorCodes.NOT_FOUND);
    expect((await call('GET', '/user/center/info', pc)).code).toBe(200);

    expect(await call('POST', SESSION_PATHS.revoke, phone, { id: pcId })).toMatchObject({
      code: 200,
      msg: '已下线该设备',
    });
    expect(events).toEqual([{ tokenHash: tokenHash(pc) }]);
    expect((await call('GET', '/user/center/info', pc)).code).toBe(ErrorCodes.NO_TOKEN);
    expect((await call('GET', '/user/center/info', phone)).code).toBe(200);
    const left = (await call<SessionDevice[]>('GET', SESSION_PATHS.list, phone)).data;
    expect(left.map((d) => d.id)).not.toContain(pcId);
    expect((await call('POST', SESSION_PATHS.revoke, phone, { id: pcId })).code).toBe(ErrorCodes.NOT_FOUND);
  } finally {
    off();
  }
});

test('a token lives 30 days from its last use: a use renews it, an unused one expires', async () => {
  const token = await createSession(t.db, userId, EDGE);
  const hash = tokenHash(token);
  const row = () => t.db.selectFrom('sessions').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
  const created = await row();
  const day = 86_400_000;
  // used 20 days later: still good, and now good for 30 days from then
  const later = created.last_seen_at.getTime() + 20 * day;
  expect(await userIdByToken(t.db, token, later)).toBe(userId);
  const renewed = await row();
  expect(renewed.last_seen_at.getTime()).toBe(later);
  expect(renewed.expires_at.getTime()).toBe(later + SESSION_TTL_S * 1000);
  // a use within a few minutes writes nothing
  expect(await userIdByToken(t.db, token, later + RENEW_EVERY_MS - 1)).toBe(userId);
  expect((await row()).last_seen_at.getTime()).toBe(later);
  // 31 days without a use: gone
  expect(await userIdByToken(t.db, token, later + 31 * day)).toBeNull();
});
