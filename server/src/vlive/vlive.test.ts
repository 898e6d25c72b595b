/**
 * Live rooms over real HTTP and WebSocket against the server process (seeded demo world): the list
 * and covers, a live playlist that moves and real MPEG-TS segments, chat that reaches the room once
 * per line and refuses what it must, the admin's mute and delete, gifts that debit once under a
 * double tap, and nobles bought through the ledger.
 */
import { ErrorCodes, MessageCodes, type ServerMessage, type WalletSummary } from '@kickoff/shared/contracts';
import {
  coverSvg,
  type GiftSendResult,
  type LiveRoom,
  type NobleStatus,
  type RankRow,
  type RoomChatEvent,
  type RoomChatLine,
  type RoomChatPage,
  type RoomDetail,
  type RoomStream,
} from '@kickoff/shared/contracts/vlive';
import { DEMO_USER } from '../accounts/users';
import { client, loginAs, TEST_SEED_PASSWORD, type TestClient } from '../test-support/http';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { until } from '../test-support/until';
import { connect, type WsProbe } from '../test-support/ws';
import { BANNED_WORDS } from '../moderation/banned-words';
import { SEED_ANCHORS } from './seed';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;
let demo: string;
let fan: string;
let anchor: string;
let room: LiveRoom;
let host: (typeof SEED_ANCHORS)[number];
let ws: WsProbe;

/** The demo fan by its published password; a seeded anchor or fan by the one this test server gave them. */
const login = async (phone: string): Promise<string> => (await loginAs(api, phone)).accessToken;

const isRoomPush =
  (code: number, pred: (d: never) => boolean = () => true) =>
  (m: ServerMessage | string) =>
    typeof m !== 'string' && m.code === code && m.topic === `room:${room.id}` && pred(m.data as never);

beforeAll(async () => {
  database = await testDatabase();
  server = await startServer(39401, {
    ...database.env,
    SEED_DEMO: '1',
    SEED_PASSWORD: TEST_SEED_PASSWORD,
    VLIVE_SCHEDULE_MS: '1000',
  });
  api = client(server.url);
  [demo, fan] = await Promise.all([login(DEMO_USER.phone), login('19900000101')]);
  // a studio room on air now (each studio is off for four hours of the day, another is always on)
  const rooms = await api.get<LiveRoom[]>('/api/vlive/rooms?category=0');
  room = rooms.body.data.find((r) => r.matchId === null && r.status === 'live')!;
  host = SEED_ANCHORS.find((a) => a.nickName === room.anchor.nickName)!;
  anchor = await login(host.phone);
  ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'auth', token: demo });
  ws.sendJson({ t: 'sub', topic: `room:${room.id}` });
  await ws.next((m) => typeof m !== 'string' && m.code === MessageCodes.SUBSCRIBED);
}, 150_000);

afterAll(async () => {
  ws?.close();
  await server?.stop();
  await database?.drop();
});

test('rooms are listed by category with covers; the seeded studios are on air and a viewer is counted', async () => {
  const all = (await api.get<LiveRoom[]>('/api/vlive/rooms?category=0')).body.data;
  expect(all.filter((r) => r.status === 'live').length).toBeGreaterThanOrEqual(3);
  const football = (await api.get<LiveRoom[]>('/api/vlive/rooms?category=1')).body.data;
  expect(football.length).toBeGreaterThan(0);
  expect(football.every((r) => r.category === 1)).toBe(true);
  const cover = await api.raw(all[0]!.cover, {});
  expect(cover.headers.get('content-type')).toContain('image/svg+xml');
  expect(cover.text).toContain('<svg');
  // the picture a room list draws from the row itself (remote-vlive's cards), kept five minutes
  expect(cover.text).toBe(coverSvg(all[0]!));
  expect(cover.headers.get('cache-control')).toBe('public, max-age=300');
  const detail = await api.get<RoomDetail>(`/api/vlive/room?id=${room.id}`, demo);
  expect(detail.body.data).toMatchObject({ id: room.id, isAdmin: false });
  expect(detail.body.data.viewers).toBeGreaterThanOrEqual(1);
  expect((await api.get<RoomDetail>(`/api/vlive/room?id=${room.id}`, anchor)).body.data.isAdmin).toBe(true);
  expect((await api.get(`/api/vlive/room?id=99999`)).body.code).toBe(ErrorCodes.NOT_FOUND);
  expect((await api.get(`/api/vlive/rooms?category=9`)).body.code).toBe(ErrorCodes.PARAM_INVALID);
});

test("a fan's followed anchors list their rooms (我的关注); visitors log in", async () => {
  expect((await api.get('/api/vlive/follow/list')).body.code).toBe(ErrorCodes.NO_TOKEN);
  // the seed has the demo fan following the first anchor: its studio room, and any match room it hosts now
  const mine = (await api.get<LiveRoom[]>('/api/vlive/follow/list', demo)).body.data;
  expect(new Set(mine.map((r) => r.anchor.nickName))).toEqual(new Set([SEED_ANCHORS[0].nickName]));
  const studio = mine.find((r) => r.matchId === null)!;
  expect(studio).toMatchObject({ title: SEED_ANCHORS[0].title, cover: `/api/vlive/cover/${studio.id}.svg` });
  expect((await api.get<RoomDetail>(`/api/vlive/room?id=${studio.id}`, demo)).body.data.following).toBe(true);
  expect((await api.get<LiveRoom[]>('/api/vlive/follow/list', fan)).body.data).toEqual([]);
});

test('a live room plays a sliding live playlist of real MPEG-TS segments', async () => {
  const stream = await until(async () => {
    const r = await api.get<RoomStream>(`/api/vlive/stream?id=${room.id}`);
    if (r.body.code === 200) return r.body.data;
    expect(r.body.code).toBe(ErrorCodes.VIDEO_NONE);
    return undefined;
  }, 90_000);
  expect(stream).toEqual({ kind: 'live', url: `/api/vlive/hls/${room.id}/live.m3u8` });
  const first = await api.raw(stream.url, {});
  expect(first.headers.get('content-type')).toContain('mpegurl');
  const seq = (t: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(t)?.[1]);
  // the live window slides as the encoder writes segments: wait for the next one
  const second = await until(async () => {
    const r = await api.raw(stream.url, {});
    return seq(r.text) > seq(first.text) ? r : undefined;
  }, 15_000);
  const segment = second.text.split('\n').find((l) => l.endsWith('.ts'))!;
  const res = await fetch(`${server.url}/api/vlive/hls/${room.id}/${segment}`);
  expect(res.headers.get('content-type')).toBe('video/mp2t');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.length).toBeGreaterThan(10_000);
  expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
  expect((await api.raw(`/api/vlive/hls/${room.id}/0123456789abcdef/seg000.ts`, {})).status).toBe(404);
}, 120_000);

test('a chat line reaches the room once, as text; a resend with its client id is not shown twice', async () => {
  const text = '<img src=x onerror=alert(1)>';
  const sent = await api.postJson<RoomChatLine>(
    '/chat/msg',
    { group: String(room.id), text, clientId: 'test-line-1' },
    fan,
  );
  expect(sent.body.data).toMatchObject({ text, nickName: '红魔老张' });
  const push = (await ws.next(isRoomPush(MessageCodes.ROOM_CHAT))) as ServerMessage<RoomChatEvent>;
  expect(push.data).toEqual({ kind: 'line', line: sent.body.data });
  const again = await api.postJson<RoomChatLine>(
    '/chat/msg',
    { group: String(room.id), text, clientId: 'test-line-1' },
    fan,
  );
  expect(again.body.data.id).toBe(sent.body.data.id);
  await expect(ws.next(isRoomPush(MessageCodes.ROOM_CHAT), 500)).rejects.toThrow();
  const page = await api.postJson<RoomChatPage>('/chat/page', { group: String(room.id) });
  expect(page.body.data.list[0]).toEqual(sent.body.data);
  expect(page.body.data.list.filter((l) => l.clientId === 'test-line-1')).toHaveLength(1);
});

test('chat refuses visitors, long lines and floods, and masks banned words', async () => {
  const group = String(room.id);
  expect((await api.postJson('/chat/msg', { group, text: 'hi', clientId: 'visitor-1' })).body.code).toBe(
    ErrorCodes.NO_TOKEN,
  );
  const long = await api.postJson('/chat/msg', { group, text: '球'.repeat(201), clientId: 'long-line' }, demo);
  expect(long.body).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: '发言不能超过200个字' });
  const codes: unknown[] = [];
  for (let i = 0; i < 5; i++) {
    codes.push((await api.postJson('/chat/msg', { group, text: `第${i}条`, clientId: `burst-${i}` }, demo)).body.code);
  }
  expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
  expect(codes).toContain(ErrorCodes.RATE_LIMITED);
  const word = BANNED_WORDS[0]!;
  const masked = await api.postJson<RoomChatLine>(
    '/chat/msg',
    { group, text: `说${word}`, clientId: 'masked-1' },
    anchor,
  );
  expect(masked.body.data.text).toBe(`说${'＊'.repeat([...word].length)}`);
  expect((await api.postJson('/chat/msg', { group: 'abc', text: 'x', clientId: 'bad-group' }, demo)).body.code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  const token = await api.postJson<{ token: string; canSend: boolean }>(`/chat/getToken?group=${group}`, {}, demo);
  expect(token.body.data).toMatchObject({ token: `room:${room.id}`, canSend: true });
  expect((await api.postJson<{ text: string }>('/chat/welcome', { group }, demo)).body.data.text).toContain(
    host.nickName,
  );
  expect((await api.postJson<{ text: string }>('/chat/notice', { group })).body.data.text).not.toBe('');
});

test("the room's anchor mutes and deletes; others may not", async () => {
  const group = String(room.id);
  const line = (await api.postJson<RoomChatLine>('/chat/msg', { group, text: '广告广告', clientId: 'to-delete' }, fan))
    .body.data;
  const fanId = line.userId;
  expect((await api.postJson('/api/vlive/room/delete', { roomId: room.id, id: line.id }, demo)).body.code).toBe(
    ErrorCodes.FORBIDDEN,
  );
  expect((await api.postJson('/api/vlive/room/delete', { roomId: room.id, id: line.id }, anchor)).body.code).toBe(200);
  const gone = (await ws.next(
    isRoomPush(MessageCodes.ROOM_CHAT, (d: RoomChatEvent) => d.kind === 'delete'),
  )) as ServerMessage<RoomChatEvent>;
  expect(gone.data).toEqual({ kind: 'delete', id: line.id });
  const mute = await api.postJson('/api/vlive/room/mute', { roomId: room.id, userId: fanId, minutes: 10 }, anchor);
  expect(mute.body.code).toBe(200);
  const refused = await api.postJson('/chat/msg', { group, text: '还能说话吗', clientId: 'after-mute' }, fan);
  expect(refused.body.code).toBe(ErrorCodes.FORBIDDEN);
  expect(refused.body.msg).toContain('禁言');
  await api.postJson('/api/vlive/room/mute', { roomId: room.id, userId: fanId, minutes: 0 }, anchor);
  expect((await api.postJson('/chat/msg', { group, text: '解禁了', clientId: 'after-unmute' }, fan)).body.code).toBe(
    200,
  );
});

test('a double-tapped gift debits once, credits the anchor, shows in the room and the ranking', async () => {
  const before = (await api.get<WalletSummary>('/user/wallet', fan)).body.data.coin;
  const body = { roomId: room.id, giftId: 3, count: 1, key: 'double-tap-1' };
  const [a, b] = await Promise.all([
    api.postJson<GiftSendResult>('/api/vlive/gift/send', body, fan),
    api.postJson<GiftSendResult>('/api/vlive/gift/send', body, fan),
  ]);
  expect(a.body.code).toBe(200);
  expect(b.body.data.event.id).toBe(a.body.data.event.id);
  expect((await api.get<WalletSummary>('/user/wallet', fan)).body.data.coin).toBe(before - 10);
  const push = (await ws.next(isRoomPush(MessageCodes.ROOM_GIFT))) as ServerMessage<{ id: number }>;
  expect(push.data.id).toBe(a.body.data.event.id);
  await expect(ws.next(isRoomPush(MessageCodes.ROOM_GIFT), 300)).rejects.toThrow();
  const rank = (await api.get<RankRow[]>(`/api/vlive/rank?roomId=${room.id}&period=week`)).body.data;
  expect(rank.find((r) => r.nickName === '红魔老张')!.coins).toBeGreaterThanOrEqual(10);

  const rocket = await api.postJson(
    '/api/vlive/gift/send',
    { roomId: room.id, giftId: 5, count: 1, key: 'too-dear' },
    fan,
  );
  expect(rocket.body).toMatchObject({ code: ErrorCodes.INSUFFICIENT_BALANCE, msg: '金币不足' });
  expect((await api.get<WalletSummary>('/user/wallet', fan)).body.data.coin).toBe(before - 10);
  const bad = await api.postJson(
    '/api/vlive/gift/send',
    { roomId: room.id, giftId: 77, count: 1, key: 'bad-gift' },
    fan,
  );
  expect(bad.body.code).toBe(ErrorCodes.PARAM_INVALID);
});

test('a noble bought with coins shows on chat lines; the anchor alone starts and stops the room', async () => {
  const bought = await api.postJson<NobleStatus>('/api/vlive/noble/buy', { tier: 1, key: 'noble-once' }, demo);
  expect(bought.body.data.tier).toBe(1);
  expect(bought.body.data.until).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  const again = await api.postJson<NobleStatus>('/api/vlive/noble/buy', { tier: 1, key: 'noble-once' }, demo);
  expect(again.body.data.until).toBe(bought.body.data.until);
  // the flood test above spent this fan's chat budget: send as soon as it has refilled
  const line = await until(async () => {
    const r = await api.postJson<RoomChatLine>(
      '/chat/msg',
      { group: String(room.id), text: '贵族来了', clientId: 'noble-line' },
      demo,
    );
    return r.body.code === ErrorCodes.RATE_LIMITED ? undefined : r;
  }, 15_000);
  expect(line.body.data.noble).toBe(1);

  expect((await api.postJson('/api/vlive/room/stop', { id: room.id }, demo)).body.code).toBe(ErrorCodes.FORBIDDEN);
  const stopped = await api.postJson<LiveRoom>('/api/vlive/room/stop', { id: room.id }, anchor);
  expect(stopped.body.data.status).toBe('offline');
  expect((await api.get(`/api/vlive/stream?id=${room.id}`)).body.code).toBe(ErrorCodes.VIDEO_NONE);
  const started = await api.postJson<LiveRoom>('/api/vlive/room/start', { id: room.id }, anchor);
  expect(started.body.data.status).toBe('live');
});
