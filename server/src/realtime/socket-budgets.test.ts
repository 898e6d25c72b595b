/**
 * The hub's socket hygiene against the real server: budgets per IP, per account and per socket
 * end in a clear close code and reason; a logout or password change ends the revoked sessions'
 * private topics at once, while other sockets keep theirs.
 */
import {
  CloseCodes,
  CloseReasons,
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  MessageCodes,
  type LoginResult,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client, type TestClient } from '../test-support/http';
import { connect, type WsProbe } from '../test-support/ws';
import { encryptPassword } from '../test-support/crypto';
import { MAX_CLIENT_FRAME_BYTES } from './socket-limits';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;
let userId: number;

const isMsg = (code: number) => (m: ServerMessage | string) => typeof m === 'object' && m.code === code;

async function login(password = 'kickoff123'): Promise<string> {
  const res = await api.postForm<LoginResult>('/user/login', {
    phone: '13800000000',
    password: encryptPassword(password, DEFAULT_AES_KEY, DEFAULT_AES_IV),
  });
  userId = res.body.data.userInfo.id;
  return res.body.data.accessToken;
}

async function identified(token: string): Promise<WsProbe> {
  const ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'auth', token });
  expect(((await ws.next(isMsg(MessageCodes.IDENTIFIED))) as ServerMessage).data).toEqual({ userId });
  return ws;
}

const push = (text: string) =>
  api.postJson('/dev/hub/publish', { topic: `user:${userId}`, code: MessageCodes.PRIVATE_CHAT, data: { text } });

beforeAll(async () => {
  database = await testDatabase();
  server = await startServer(39217, {
    ...database.env,
    DEV_ROUTES: '1',
    WS_MAX_PER_IP: '4',
    WS_MAX_PER_USER: '2',
    WS_MESSAGES_PER_S: '2',
    WS_MESSAGE_BURST: '6',
  });
  api = client(server.url);
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('one IP past its socket budget is closed with 4429 and a reason; a freed slot is taken again', async () => {
  const open = await Promise.all([1, 2, 3, 4].map(() => connect(server.wsUrl)));
  const refused = await connect(server.wsUrl);
  const code = CloseCodes.TOO_MANY_FOR_IP;
  expect(await refused.closed).toEqual({ code, reason: CloseReasons[code] });
  // the WebSocket upgrade itself is never answered with HTTP 429 by the request limiter
  open[0]!.close();
  await open[0]!.closed;
  const again = await connect(server.wsUrl);
  again.sendJson({ t: 'sub', topic: 'list:football' });
  expect(await again.next(isMsg(MessageCodes.SUBSCRIBED))).toMatchObject({ topic: 'list:football' });
  for (const ws of [...open.slice(1), again]) ws.close();
  await Promise.all([...open.slice(1), again].map((ws) => ws.closed));
});

test('an account past its socket budget gets 4430 on identification; others stay in', async () => {
  const token = await login();
  const first = await identified(token);
  const second = await identified(token);
  const third = await connect(server.wsUrl);
  third.sendJson({ t: 'auth', token });
  const code = CloseCodes.TOO_MANY_FOR_USER;
  expect(await third.closed).toEqual({ code, reason: CloseReasons[code] });
  await push('仍然在线');
  expect(await first.next(isMsg(MessageCodes.PRIVATE_CHAT))).toMatchObject({ data: { text: '仍然在线' } });
  expect(await second.next(isMsg(MessageCodes.PRIVATE_CHAT))).toMatchObject({ data: { text: '仍然在线' } });
  first.close();
  second.close();
  await Promise.all([first.closed, second.closed]);
});

test('a socket sending faster than its message budget is closed with 4431', async () => {
  const ws = await connect(server.wsUrl);
  for (let i = 0; i < 20; i++) ws.socket.send('0');
  expect(await ws.closed).toEqual({ code: CloseCodes.FLOODING, reason: CloseReasons[CloseCodes.FLOODING] });
});

test('a frame over the 16 KB cap closes the socket with 1009 before the hub reads it', async () => {
  const ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'sub', topic: 'list:football', pad: 'x'.repeat(MAX_CLIENT_FRAME_BYTES) });
  expect((await ws.closed).code).toBe(1009);
});

test('logout turns that session’s socket into a visitor at once; private pushes stop reaching it', async () => {
  const token = await login();
  const ws = await identified(token);
  expect((await api.get('/user/logout', token)).body.code).toBe(200);
  expect(((await ws.next(isMsg(MessageCodes.IDENTIFIED))) as ServerMessage).data).toEqual({ userId: null });
  await push('不该收到');
  await expect(ws.next(isMsg(MessageCodes.PRIVATE_CHAT), 500)).rejects.toThrow('no matching message');
  // the socket itself stays open for public topics
  ws.sendJson({ t: 'sub', topic: 'list:football' });
  expect(await ws.next(isMsg(MessageCodes.SUBSCRIBED))).toMatchObject({ topic: 'list:football' });
  ws.close();
  await ws.closed;
});

test('a password change drops the other sessions’ private topics and keeps the caller’s', async () => {
  const kept = await login();
  const other = await login();
  const keptWs = await identified(kept);
  const otherWs = await identified(other);
  const res = await api.postForm(
    '/user/center/password',
    {
      oldPassword: encryptPassword('kickoff123', DEFAULT_AES_KEY, DEFAULT_AES_IV),
      newPassword: encryptPassword('kickoff456', DEFAULT_AES_KEY, DEFAULT_AES_IV),
    },
    kept,
  );
  expect(res.body.code).toBe(200);
  expect(((await otherWs.next(isMsg(MessageCodes.IDENTIFIED))) as ServerMessage).data).toEqual({ userId: null });
  // the change's own security notice reaches the device that made it, not the signed-out one (other
  // notices, such as a followed tip settling, may reach the demo fan meanwhile)
  const securityNotice = (m: ServerMessage | string) =>
    isMsg(MessageCodes.SYSTEM_NOTICE)(m) && (m as ServerMessage<{ title?: string }>).data.title === '安全提醒';
  expect(await keptWs.next(securityNotice)).toMatchObject({ topic: `user:${userId}` });
  await expect(otherWs.next(securityNotice, 300)).rejects.toThrow('no matching message');
  await expect(keptWs.next(isMsg(MessageCodes.IDENTIFIED), 300)).rejects.toThrow('no matching message');
  keptWs.close();
  otherWs.close();
});
