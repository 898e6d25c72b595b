/**
 * The sport-wide chat groups (`group=football|basketball`, the scores pages' 聊球) over real HTTP and
 * a real socket: a token for both groups, a line reaching another fan on `room:{sport}` and not the
 * other sport, the word filter, the length limit and the send budget of room chat, history refilled
 * on join and after a gap, and mutes and deletions by the site's administrators only.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCodes, MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import {
  chatTopic,
  ROOM_CHAT_BURST,
  ROOM_CHAT_MAX_CHARS,
  type RoomChatEvent,
  type RoomChatLine,
  type RoomChatPage,
  type RoomChatToken,
} from '@kickoff/shared/contracts/vlive';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createSession, userIdByToken } from '../auth/sessions';
import { insertUser } from '../accounts/signup';
import { BANNED_WORDS } from '../moderation/banned-words';
import { grantRole } from '../news/articles';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { connect, type WsProbe } from '../test-support/ws';
import chatRoutes from './chat-routes';
import { callApi } from '../test-support/http';

let t: OpenTestDb;
let app: FastifyInstance;
let base: string;
type Fan = { id: number; token: string };
let a: Fan, b: Fan, admin: Fan;
let n = 0;

const call = <T>(path: string, who: Fan | null, body: unknown = {}) =>
  callApi<T>(base, 'POST', path, { token: who?.token, body });
const say = (who: Fan, group: string, text: string) =>
  call<RoomChatLine>('/chat/msg', who, { group, text, clientId: `sport-${(n += 1)}-line` });

async function account(phone: string): Promise<Fan> {
  const id = (await insertUser(t.db, phone, 'x', `球迷${phone.slice(-4)}`))!.id;
  return { id, token: await createSession(t.db, id) };
}

async function listener(fan: Fan, topic: string): Promise<WsProbe> {
  const ws = await connect(`${base.replace('http', 'ws')}/imserver`);
  ws.sendJson({ t: 'auth', token: fan.token });
  ws.sendJson({ t: 'sub', topic });
  await ws.next((m) => typeof m === 'object' && m.code === MessageCodes.SUBSCRIBED && m.topic === topic);
  return ws;
}

const chatPush = (topic: string) => (m: ServerMessage | string) =>
  typeof m === 'object' && m.code === MessageCodes.ROOM_CHAT && m.topic === topic;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: (token) => userIdByToken(t.db, token) });
  app = await buildApp({ db: t.db, hub, config, docsUi: false, plugins: [chatRoutes] as never });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  [a, b, admin] = (await Promise.all(['13700000001', '13700000002', '13700000003'].map(account))) as [Fan, Fan, Fan];
  await grantRole(t.db, admin.id, 'admin');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('both sport groups give a token: the topic to read, and whether the caller may write', async () => {
  for (const group of ['football', 'basketball'] as const) {
    const visitor = await call<RoomChatToken>(`/chat/getToken?group=${group}`, null);
    expect(visitor.data).toEqual({ token: chatTopic(group), group, canSend: false, mutedUntil: 0 });
    expect((await call<RoomChatToken>(`/chat/getToken?group=${group}`, a)).data.canSend).toBe(true);
    expect((await call<{ text: string }>('/chat/notice', null, { group })).data.text).not.toBe('');
  }
  expect((await call('/chat/getToken?group=tennis', a)).code).toBe(ErrorCodes.PARAM_INVALID);
  expect((await say(a, 'football', '我来聊球')).code).toBe(200);
  expect((await call('/chat/msg', null, { group: 'football', text: '我没登录', clientId: 'visitor-1' })).code).toBe(
    ErrorCodes.NO_TOKEN,
  );
});

test('a line reaches another fan in the same sport once, and not the other sport', async () => {
  const football = await listener(b, chatTopic('football'));
  const basketball = await listener(b, chatTopic('basketball'));
  try {
    const sent = await say(a, 'football', '今晚的德比谁赢？');
    expect(sent.data).toMatchObject({ roomId: 0, userId: a.id, text: '今晚的德比谁赢？' });
    const push = (await football.next(chatPush(chatTopic('football')))) as ServerMessage<RoomChatEvent>;
    expect(push.data).toEqual({ kind: 'line', line: sent.data });
    await expect(basketball.next(chatPush(chatTopic('basketball')), 300)).rejects.toThrow();
    // a resend under the same client id answers the stored line and is not pushed again
    const again = await call<RoomChatLine>('/chat/msg', a, {
      group: 'football',
      text: '今晚的德比谁赢？',
      clientId: sent.data.clientId,
    });
    expect(again.data.id).toBe(sent.data.id);
    await expect(football.next(chatPush(chatTopic('football')), 300)).rejects.toThrow();
  } finally {
    football.close();
    basketball.close();
  }
});

test('the word filter, the length limit and the send budget are those of room chat', async () => {
  const word = BANNED_WORDS[0]!;
  const masked = await say(b, 'basketball', `来看${word}直播`);
  expect(masked.data.text).toBe(`来看${'＊'.repeat([...word].length)}直播`);
  const page = (await call<RoomChatPage>('/chat/page', null, { group: 'basketball' })).data;
  expect(page.list.some((l) => l.text.includes(word))).toBe(false);

  const long = await say(b, 'basketball', '球'.repeat(ROOM_CHAT_MAX_CHARS + 1));
  expect(long).toMatchObject({ code: ErrorCodes.PARAM_INVALID, msg: `发言不能超过${ROOM_CHAT_MAX_CHARS}个字` });

  // the budget is the fan's across rooms and sports: b has spent one line of the burst here
  const codes: number[] = [];
  for (let i = 0; i < ROOM_CHAT_BURST + 1; i++) codes.push(Number((await say(b, 'football', `连发${i}`)).code));
  expect(codes.at(-1)).toBe(ErrorCodes.RATE_LIMITED);
});

test('history: the newest lines on join, and the lines after the last one held after a gap', async () => {
  const first = await say(admin, 'basketball', '第四节开始了');
  const second = await say(admin, 'basketball', '三分！');
  const join = (await call<RoomChatPage>('/chat/page', null, { group: 'basketball' })).data;
  expect(join.list.slice(0, 2).map((l) => l.id)).toEqual([second.data.id, first.data.id]);
  expect(join.list.every((l) => l.roomId === 0)).toBe(true);
  // none of the football lines are in basketball's history
  const football = (await call<RoomChatPage>('/chat/page', null, { group: 'football' })).data;
  expect(football.list.map((l) => l.text)).toContain('今晚的德比谁赢？');
  expect(join.list.map((l) => l.text)).not.toContain('今晚的德比谁赢？');
  const refill = (await call<RoomChatPage>('/chat/page', null, { group: 'basketball', after: first.data.id })).data;
  expect(refill).toEqual({ list: [second.data], next: 0 });
});

test("only the site's administrators mute and delete in a sport group; a muted fan is refused", async () => {
  const line = (await say(a, 'basketball', '广告广告')).data;
  expect((await call('/api/vlive/room/delete', b, { group: 'basketball', id: line.id })).code).toBe(
    ErrorCodes.FORBIDDEN,
  );
  const ws = await listener(b, chatTopic('basketball'));
  try {
    expect((await call('/api/vlive/room/delete', admin, { group: 'basketball', id: line.id })).code).toBe(200);
    expect(((await ws.next(chatPush(chatTopic('basketball')))) as ServerMessage<RoomChatEvent>).data).toEqual({
      kind: 'delete',
      id: line.id,
    });
  } finally {
    ws.close();
  }
  const page = (await call<RoomChatPage>('/chat/page', null, { group: 'basketball' })).data;
  expect(page.list.map((l) => l.id)).not.toContain(line.id);

  expect((await call('/api/vlive/room/mute', b, { group: 'basketball', userId: a.id, minutes: 10 })).code).toBe(
    ErrorCodes.FORBIDDEN,
  );
  const mute = await call<{ mutedUntil: number }>('/api/vlive/room/mute', admin, {
    group: 'basketball',
    userId: a.id,
    minutes: 10,
  });
  expect(mute.data.mutedUntil).toBeGreaterThan(Date.now());
  expect((await call<RoomChatToken>('/chat/getToken?group=basketball', a)).data.mutedUntil).toBe(mute.data.mutedUntil);
  expect((await say(a, 'basketball', '还能说话吗')).code).toBe(ErrorCodes.FORBIDDEN);
  // a mute in one sport is not a mute in the other
  expect((await call<RoomChatToken>('/chat/getToken?group=football', a)).data.mutedUntil).toBe(0);
  expect((await call('/api/vlive/room/mute', admin, { userId: a.id, minutes: 10 })).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
});
