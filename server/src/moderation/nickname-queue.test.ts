/**
 * The console's nickname queue over one app (PGlite, or PostgreSQL with TEST_DATABASE_URL): a fan's
 * rename is shown at once and queued (one entry per fan, the newest name, the name before); a
 * moderator approves it (off the queue) or rejects it (renamed 球迷<id>, told by notice, not queued
 * again); a decision on a name the fan has changed since is refused; only a moderator or an admin
 * may list or decide, and each decision is audited in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_PATHS,
  ErrorCodes,
  MINE_PATHS,
  MODERATION_PATHS,
  STAFF_PATHS,
  type AuditEntry,
  type NoticePage,
  type PendingNickname,
} from '@kickoff/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { findUserById } from '../accounts/users';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { callApi } from '../test-support/http';
import { signInPeople, type Person } from '../test-support/people';

let t: OpenTestDb;
let app: FastifyInstance;
type Who = 'fan' | 'other' | 'moderator' | 'admin' | 'editor';
let people: Record<Who, Person>;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test', WRITE_LIMIT_SCALE: '20' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  await app.ready();
  people = await signInPeople(t.db, ['fan', 'other', 'moderator', 'admin', 'editor'], {
    firstPhone: 13700000501,
    nick: '昵称测试',
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = <T>(method: 'GET' | 'POST', url: string, who: Who | null, body?: unknown) =>
  callApi<T>(app, method, url, { token: who && people[who].token, body });
const rename = (who: Who, nickName: string) => call('POST', ACCOUNT_PATHS.nickname, who, { nickName });
const queue = async () => (await call<PendingNickname[]>('GET', MODERATION_PATHS.nicknames, 'moderator')).data;
const decide = (who: Who | null, body: { userId: number; nickName: string; approve: boolean }) =>
  call('POST', MODERATION_PATHS.reviewNickname, who, body);
const audit = async () => (await call<AuditEntry[]>('GET', STAFF_PATHS.audit, 'admin')).data;
const nameOf = async (who: Who) => (await findUserById(t.db, people[who].id))!.nick_name;

test('only a moderator or an admin lists and decides; nothing else changes or is audited', async () => {
  expect(await rename('other', '周末看球')).toMatchObject({ code: 200 });
  const before = (await audit()).length;
  const body = { userId: people.other.id, nickName: '周末看球', approve: false };
  expect((await call('GET', MODERATION_PATHS.nicknames, null)).code).toBe(ErrorCodes.NO_TOKEN);
  expect((await decide(null, body)).code).toBe(ErrorCodes.NO_TOKEN);
  for (const who of ['fan', 'editor'] as const) {
    expect(await call('GET', MODERATION_PATHS.nicknames, who)).toMatchObject({
      code: ErrorCodes.FORBIDDEN,
      msg: '仅审核员可以操作',
    });
    expect(await decide(who, body)).toMatchObject({ code: ErrorCodes.FORBIDDEN, msg: '仅审核员可以操作' });
  }
  expect((await call('GET', MODERATION_PATHS.nicknames, 'admin')).code).toBe(200);
  // bad input: refused in Chinese
  const bad = await decide('moderator', { ...body, userId: 0 });
  expect(bad.code).toBe(ErrorCodes.PARAM_INVALID);
  expect(bad.msg).toMatch(/[\u4e00-\u9fa5]/u);
  expect(await nameOf('other')).toBe('周末看球');
  expect((await audit()).length).toBe(before);
});

test('a rename is shown at once and queued once with its newest name; a stale decision is refused', async () => {
  expect(await rename('fan', '老王看球')).toMatchObject({ code: 200 });
  expect(await nameOf('fan')).toBe('老王看球');
  expect(await rename('fan', '老王说球')).toMatchObject({ code: 200 });
  const mine = (await queue()).filter((q) => q.userId === people.fan.id);
  expect(mine).toEqual([
    { userId: people.fan.id, nickName: '老王说球', previous: '昵称测试fan', changedAt: expect.any(Number) },
  ]);
  const entries = (await audit()).length;
  // the moderator saw the earlier name: refused, nothing changes
  expect(await decide('moderator', { userId: people.fan.id, nickName: '老王看球', approve: false })).toMatchObject({
    code: ErrorCodes.CONFLICT,
    msg: '该用户已改了新昵称，请刷新后再审',
  });
  expect(await nameOf('fan')).toBe('老王说球');
  expect((await audit()).length).toBe(entries);

  expect(await decide('moderator', { userId: people.fan.id, nickName: '老王说球', approve: true })).toMatchObject({
    code: 200,
    msg: '昵称已通过',
  });
  expect(await nameOf('fan')).toBe('老王说球');
  expect((await queue()).some((q) => q.userId === people.fan.id)).toBe(false);
  expect((await audit())[0]).toMatchObject({
    actorId: people.moderator.id,
    action: 'nickname.approve',
    target: `user:${people.fan.id}`,
    before: { nickName: '老王说球', pending: true },
    after: { nickName: '老王说球', pending: false },
  });
  // decided already
  expect(await decide('admin', { userId: people.fan.id, nickName: '老王说球', approve: false })).toMatchObject({
    code: ErrorCodes.NOT_FOUND,
    msg: '没有待审核的昵称，可能已被其他人处理',
  });
});

test('a rejected name becomes 球迷<id>, the fan is told, and the reset is not queued', async () => {
  expect(await rename('fan', '裁判都是黑的')).toMatchObject({ code: 200 });
  const done = await decide('admin', { userId: people.fan.id, nickName: '裁判都是黑的', approve: false });
  const neutral = `球迷${people.fan.id}`;
  expect(done).toMatchObject({ code: 200, msg: `昵称已驳回，已改为“${neutral}”并通知本人` });
  expect(await nameOf('fan')).toBe(neutral);
  expect((await queue()).some((q) => q.userId === people.fan.id)).toBe(false);
  expect((await audit())[0]).toMatchObject({
    actorId: people.admin.id,
    action: 'nickname.reject',
    target: `user:${people.fan.id}`,
    before: { nickName: '裁判都是黑的' },
    after: { nickName: neutral },
  });
  const notice = (await call<NoticePage>('GET', MINE_PATHS.notices, 'fan')).data.list[0];
  expect(notice).toMatchObject({
    kind: 'system',
    title: '昵称未通过审核',
    body: expect.stringContaining(`你的昵称「裁判都是黑的」未通过审核，已改为「${neutral}」`),
  });
});
