/**
 * Replays over a real database: the seeded broadcasts (made by the same calls anchors and fans
 * trigger) are listed newest first and their chat comes back with offsets from the broadcast's
 * start, in the order sent, a window and a page at a time; an anchor's own start → chat → stop
 * becomes a replay holding exactly the lines of that broadcast; unknown or unfinished replays and
 * bad windows get a clear error.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import {
  REPLAY_CHAT_PAGE,
  type LiveRoom,
  type ReplayChatPage,
  type ReplayRow,
  type RoomChatLine,
} from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSession } from '../auth/sessions';
import { findUserByPhone } from '../accounts/users';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import chatRoutes from './chat-routes';
import { replayRoutes } from './replay-routes';
import roomRoutes from './room-routes';
import { SEED_ANCHORS, seedVlive } from './seed';
import { vdb } from './tables';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;

const call = <T>(method: 'GET' | 'POST', url: string, token?: string, body?: Record<string, unknown>) =>
  callApi<T>(app, method, url, { token, body });

const chatOf = (id: number, from: number, to: number, after = 0) =>
  call<ReplayChatPage>('GET', `/api/vlive/replay/chat?id=${id}&from=${from}&to=${to}&after=${after}`);

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({
    db: t.db,
    hub,
    config,
    docsUi: false,
    plugins: [roomRoutes, chatRoutes, replayRoutes()] as never,
  });
  await app.ready();
  await seedVlive(t.db, hub);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('the seeded broadcasts are replays, newest first, with their chat at its offsets in the order sent', async () => {
  const list = (await call<ReplayRow[]>('GET', '/api/vlive/replays')).data;
  expect(list.map((r) => r.room.anchor.nickName)).toEqual([SEED_ANCHORS[0].nickName, SEED_ANCHORS[1].nickName]);
  const [first] = list;
  expect(first!.replay.endedAt - first!.replay.startedAt).toBe(20 * 60_000);
  expect(first!.replay.roomId).toBe(first!.room.id);

  const all = (await chatOf(first!.replay.id, 0, 600_000)).data;
  expect(all.list.map((l) => l.offset)).toEqual([
    3_000, 7_000, 12_000, 20_000, 34_000, 55_000, 90_000, 150_000, 300_000,
  ]);
  expect(all.list[0]).toMatchObject({ nickName: '红魔老张', text: '主播今天聊聊曼城的中场吧' });
  expect(all.list.every((l) => l.time === first!.replay.startedAt + l.offset)).toBe(true);
  expect(all.next).toBe(0);
  // a window holds only its own lines: [10 s, 60 s)
  const window = (await chatOf(first!.replay.id, 10_000, 60_000)).data.list;
  expect(window.map((l) => l.offset)).toEqual([12_000, 20_000, 34_000, 55_000]);
  // the second replay's lines stay in it
  const second = (await chatOf(list[1]!.replay.id, 0, 60_000)).data.list;
  expect(second.map((l) => l.text)).toEqual(['小K来了！今天聊谁？', '东契奇的后撤步太难防了', '湖人今年能进季后赛吗']);
});

test("an anchor's broadcast becomes a replay holding only its lines, paged in the order sent", async () => {
  const anchor = (await findUserByPhone(t.db, SEED_ANCHORS[2].phone))!;
  const fan = (await findUserByPhone(t.db, '19900000101'))!;
  const [anchorToken, fanToken] = [await createSession(t.db, anchor.id), await createSession(t.db, fan.id)];
  const room = await vdb(t.db)
    .selectFrom('vlive_rooms')
    .select('id')
    .where('anchor_id', '=', anchor.id)
    .executeTakeFirstOrThrow();
  const say = (text: string, clientId: string) =>
    call<RoomChatLine>('POST', '/chat/msg', fanToken, { group: String(room.id), text, clientId });

  expect((await say('开播前的一句', 'before-1')).code).toBe(200);
  const started = await call<LiveRoom>('POST', '/api/vlive/room/start', anchorToken, { id: room.id });
  expect(started.data.status).toBe('live');
  // still on air: no replay yet
  const open = await vdb(t.db)
    .selectFrom('vlive_broadcasts')
    .select('id')
    .where('room_id', '=', room.id)
    .where('ended_at', 'is', null)
    .executeTakeFirstOrThrow();
  expect(await chatOf(open.id, 0, 60_000)).toMatchObject({
    code: ErrorCodes.NOT_FOUND,
    msg: '回放不存在或直播尚未结束',
  });
  await new Promise((r) => setTimeout(r, 1100));
  expect((await say('直播中第一句', 'during-1')).code).toBe(200);
  await new Promise((r) => setTimeout(r, 1100));
  expect((await say('直播中第二句', 'during-2')).code).toBe(200);
  expect((await call('POST', '/api/vlive/room/stop', anchorToken, { id: room.id })).code).toBe(200);
  expect((await say('下播后的一句', 'after-1')).code).toBe(200);

  const replay = (await call<ReplayRow[]>('GET', '/api/vlive/replays')).data.find((r) => r.replay.id === open.id);
  // shorter than a minute: not listed, but playable by id
  expect(replay).toBeUndefined();
  const page = (await chatOf(open.id, 0, 600_000)).data;
  expect(page.list.map((l) => l.text)).toEqual(['直播中第一句', '直播中第二句']);
  const [a, b] = page.list.map((l) => l.offset);
  expect(a).toBeGreaterThanOrEqual(1000);
  expect(b! - a!).toBeGreaterThanOrEqual(1000);

  // paging: REPLAY_CHAT_PAGE lines a page, `next` continues after the last one
  const many = Array.from({ length: REPLAY_CHAT_PAGE + 5 }, (_, i) => ({
    room_id: room.id,
    user_id: fan.id,
    client_id: `bulk-${i}`,
    text: `第${i}句`,
    created_at: new Date(Date.now() - 60_000 + i),
  }));
  await vdb(t.db).insertInto('vlive_chat').values(many).execute();
  await vdb(t.db)
    .updateTable('vlive_broadcasts')
    .set({ started_at: new Date(Date.now() - 120_000) })
    .where('id', '=', open.id)
    .execute();
  const p1 = (await chatOf(open.id, 0, 600_000)).data;
  expect(p1.list).toHaveLength(REPLAY_CHAT_PAGE);
  expect(p1.next).toBe(p1.list.at(-1)!.id);
  const p2 = (await chatOf(open.id, 0, 600_000, p1.next)).data;
  expect(p2.next).toBe(0);
  const texts = [...p1.list, ...p2.list].map((l) => l.text);
  expect(new Set(texts).size).toBe(texts.length);
  expect(texts.filter((x) => x.startsWith('第'))).toHaveLength(REPLAY_CHAT_PAGE + 5);
});

test('an unknown replay or a bad window is refused with a clear message', async () => {
  expect(await chatOf(999_999, 0, 60_000)).toMatchObject({
    code: ErrorCodes.NOT_FOUND,
    msg: '回放不存在或直播尚未结束',
  });
  const [first] = (await call<ReplayRow[]>('GET', '/api/vlive/replays')).data;
  expect(await chatOf(first!.replay.id, 60_000, 60_000)).toMatchObject({
    code: ErrorCodes.PARAM_INVALID,
    msg: '时间窗口的结束须晚于开始',
  });
  expect(await chatOf(first!.replay.id, 0, 11 * 60_000)).toMatchObject({
    code: ErrorCodes.PARAM_INVALID,
    msg: '时间窗口不能超过10分钟',
  });
  expect((await call('GET', `/api/vlive/replay/chat?id=${first!.replay.id}&from=-5&to=100`)).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  expect((await call('GET', `/api/vlive/replay/chat?id=abc&from=0&to=100`)).code).toBe(ErrorCodes.PARAM_INVALID);
});
