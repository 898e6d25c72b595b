/**
 * Notices end to end in one process: a feature notifies a fan, the fan's identified socket gets the
 * 10024 push at once, the list shows it with the unread count, marking read brings the count down,
 * a repeated event (same dedupe key) notifies once, and nobody reads another fan's notices.
 */
import { ErrorCodes, MessageCodes, type NoticePage, type ServerMessage } from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub, type Hub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { connect } from '../test-support/ws';
import { insertUser } from '../accounts/signup';
import { createSession, userIdByToken } from '../auth/sessions';
import { notify } from './notices';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;
let hub: Hub;
let base: string;
let fan: { id: number; token: string };
let other: { id: number; token: string };

const call = <T>(path: string, token: string, body?: unknown) =>
  callApi<T>(base, body === undefined ? 'GET' : 'POST', path, { token, body });

async function account(phone: string) {
  const id = (await insertUser(t.db, phone, 'x', `球迷${phone.slice(-4)}`))!.id;
  return { id, token: await createSession(t.db, id) };
}

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: (token) => userIdByToken(t.db, token) });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  base = await app.listen({ port: 39262, host: '127.0.0.1' });
  fan = await account('13700000001');
  other = await account('13700000002');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('a notice reaches the fan’s socket at once and waits in the list, unread', async () => {
  const ws = await connect(`${base.replace('http', 'ws')}/imserver`);
  ws.sendJson({ t: 'auth', token: fan.token });
  await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.IDENTIFIED);

  await notify(t.db, hub, [fan.id], {
    kind: 'live',
    title: '你关注的主播开播了',
    body: '<b>老王</b> 正在直播 英超',
    link: '/vlive/detail/3',
  });
  const push = (await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.SYSTEM_NOTICE)) as ServerMessage<{
    title: string;
    body: string;
  }>;
  expect(push.topic).toBe(`user:${fan.id}`);
  expect(push.data).toMatchObject({ title: '你关注的主播开播了', body: '<b>老王</b> 正在直播 英超' });
  ws.close();

  const page = await call<NoticePage>('/imapi/notice/list', fan.token);
  expect(page.data).toMatchObject({ total: 2, unread: 2, next: 0 });
  expect(page.data.list[0]).toMatchObject({ kind: 'live', link: '/vlive/detail/3', read: false });
});

test('the same event twice (one dedupe key) is one notice', async () => {
  const input = { kind: 'tip' as const, title: '方案已结算', dedupeKey: 'tip:7:settled' };
  expect(await notify(t.db, hub, [fan.id, other.id], input)).toHaveLength(2);
  expect(await notify(t.db, hub, [fan.id], input)).toHaveLength(0);
  expect((await call<NoticePage>('/imapi/notice/list', fan.token)).data.total).toBe(3);
});

test('one category at a time, with the unread count of all', async () => {
  const tips = (await call<NoticePage>('/imapi/notice/list?kind=tip', fan.token)).data;
  expect(tips.list.map((n) => n.kind)).toEqual(['tip']);
  expect(tips).toMatchObject({ total: 1, unread: 3 });
  expect((await call('/imapi/notice/list?kind=nope', fan.token)).code).toBe(ErrorCodes.PARAM_INVALID);
});

test('marking read: some, then all; never another fan’s', async () => {
  const list = (await call<NoticePage>('/imapi/notice/list', fan.token)).data.list;
  const theirs = (await call<NoticePage>('/imapi/notice/list', other.token)).data.list;
  const read = async (token: string, ids?: number[]) =>
    (await call<{ unread: number }>('/imapi/notice/read', token, ids ? { ids } : {})).data.unread;
  expect(await read(other.token, [list[0]!.id])).toBe(2);
  expect((await call<NoticePage>('/imapi/notice/list', fan.token)).data.unread).toBe(3);

  expect(await read(fan.token, [list[0]!.id])).toBe(2);
  expect(await read(fan.token)).toBe(0);
  expect((await call<NoticePage>('/imapi/notice/list', other.token)).data.list).toEqual(theirs);
});

test('a visitor is asked to log in; bad paging or ids are refused', async () => {
  expect((await call('/imapi/notice/list', '')).code).toBe(ErrorCodes.NO_TOKEN);
  expect((await call('/imapi/notice/list?size=500', fan.token)).code).toBe(ErrorCodes.PARAM_INVALID);
  expect((await call('/imapi/notice/read', fan.token, { ids: ['x'] })).code).toBe(ErrorCodes.PARAM_INVALID);
});

test('every new account finds a welcome notice with its sign-up coins, once', async () => {
  const fresh = await account('13700000003');
  const page = await call<NoticePage>('/imapi/notice/list', fresh.token);
  expect(page.data.list).toEqual([expect.objectContaining({ kind: 'system', title: '欢迎来到开球直播', read: false })]);
  expect(page.data.list[0]!.body).toContain('100 金币');
});

test('unread counts for many fans at once', async () => {
  const { unreadNoticeCounts } = await import('./notices');
  const counts = await unreadNoticeCounts(t.db, [fan.id, other.id, 999_999]);
  expect(counts.has(fan.id)).toBe(false); // every notice of this fan was read above
  expect(counts.get(other.id)).toBe((await call<NoticePage>('/imapi/notice/list', other.token)).data.unread);
  expect(counts.has(999_999)).toBe(false);
});
