/** The `/imserver` hub over real WebSockets against the real server process. */
import {
  ErrorCodes,
  FRAME_ERROR,
  MessageCodes,
  type ServerMessage,
  type SocketAddress,
} from '@kickoff/shared/contracts';
import { startServer, type RunningServer } from '../test-support/server';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { client, loginDemo, type TestClient } from '../test-support/http';
import { connect } from '../test-support/ws';
import { encryptPassword } from '../test-support/crypto';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY } from '@kickoff/shared/contracts';

let server: RunningServer;
let database: TestDatabase;
let api: TestClient;
let token: string;
let userId: number;

const isMsg = (code: number, topic?: string) => (m: ServerMessage | string) =>
  typeof m === 'object' && m.code === code && (topic === undefined || m.topic === topic);

beforeAll(async () => {
  database = await testDatabase();
  server = await startServer(39211, { ...database.env, DEV_ROUTES: '1', IDLE_DROP_MS: '2500' });
  api = client(server.url);
  const login = await loginDemo(api);
  token = login.accessToken;
  userId = login.userInfo.id;
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test('POST /imapi/websocket hands out the token and the /imserver address', async () => {
  const res = await api.postJson<SocketAddress>('/imapi/websocket', {}, token);
  expect(res.body).toEqual({
    code: 200,
    msg: '成功',
    data: { token, lotteryAddress: [{ protocol: 'ws', host: '127.0.0.1', port: server.port, path: '/imserver' }] },
  });
  const visitor = await api.postJson<SocketAddress>('/imapi/websocket', {});
  expect(visitor.body.data.token).toBe('');
});

test('identification with a token joins the user topic; a bad token stays a visitor', async () => {
  const ws = await connect(server.wsUrl, 'http://localhost:8080');
  ws.sendJson({ t: 'auth', token });
  const ident = (await ws.next(isMsg(MessageCodes.IDENTIFIED))) as ServerMessage<{ userId: number | null }>;
  expect(ident.data).toEqual({ userId });
  expect(typeof ident.ts).toBe('number');

  // a private push to this user reaches the identified socket only
  const other = await connect(server.wsUrl);
  other.sendJson({ t: 'auth', token: 'not-a-token' });
  expect(((await other.next(isMsg(MessageCodes.IDENTIFIED))) as ServerMessage).data).toEqual({ userId: null });
  // a visitor cannot subscribe to someone's user topic
  other.sendJson({ t: 'sub', topic: `user:${userId}` });

  await api.postJson('/dev/hub/publish', {
    topic: `user:${userId}`,
    code: MessageCodes.PRIVATE_CHAT,
    data: { text: '你好' },
  });
  const push = (await ws.next(isMsg(MessageCodes.PRIVATE_CHAT))) as ServerMessage;
  expect(push).toMatchObject({ code: MessageCodes.PRIVATE_CHAT, topic: `user:${userId}`, data: { text: '你好' } });
  await expect(other.next(isMsg(MessageCodes.PRIVATE_CHAT), 400)).rejects.toThrow('no matching message');
  await expect(other.next(isMsg(MessageCodes.SUBSCRIBED), 100)).rejects.toThrow('no matching message');
  ws.close();
  other.close();
});

test('subscribe, receive, unsubscribe; invalid topics get an error frame, not an acknowledgement', async () => {
  const ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'sub', topic: 'match:42' });
  expect(await ws.next(isMsg(MessageCodes.SUBSCRIBED))).toMatchObject({
    code: MessageCodes.SUBSCRIBED,
    topic: 'match:42',
    data: { topic: 'match:42' },
  });
  ws.sendJson({ t: 'sub', topic: 'match:abc' });
  expect(await ws.next(isMsg(FRAME_ERROR))).toMatchObject({
    data: { reason: '订阅的频道不存在', topic: 'match:abc' },
  });
  ws.sendJson({ t: 'sub', topic: 'list:tennis' });
  expect(await ws.next(isMsg(FRAME_ERROR))).toMatchObject({ data: { topic: 'list:tennis' } });
  ws.sendJson({ t: 'sub', topic: 'user:999999' });
  expect(await ws.next(isMsg(FRAME_ERROR))).toMatchObject({
    data: { reason: '无权订阅该频道', topic: 'user:999999' },
  });
  ws.socket.send('{not json');
  expect(await ws.next(isMsg(FRAME_ERROR))).toMatchObject({ data: { reason: '消息格式错误：不是 JSON' } });
  ws.socket.send('[1,2]');
  expect(await ws.next(isMsg(FRAME_ERROR))).toMatchObject({ data: { reason: '消息格式错误：应为对象' } });
  ws.sendJson({ t: 'publish', topic: 'match:42' });
  expect(await ws.next(isMsg(FRAME_ERROR))).toMatchObject({ data: { reason: '未知的消息类型' } });

  await api.postJson('/dev/hub/publish', {
    topic: 'match:42',
    code: MessageCodes.MATCH_UPDATE,
    data: { id: 42, sport: 'football' },
  });
  await api.postJson('/dev/hub/publish', {
    topic: 'match:43',
    code: MessageCodes.MATCH_UPDATE,
    data: { id: 43, sport: 'football' },
  });
  const update = (await ws.next(isMsg(MessageCodes.MATCH_UPDATE))) as ServerMessage;
  expect(update.data).toEqual({ id: 42, sport: 'football' });
  await expect(ws.next(isMsg(MessageCodes.SUBSCRIBED), 300)).rejects.toThrow();

  ws.sendJson({ t: 'unsub', topic: 'match:42' });
  expect(await ws.next(isMsg(MessageCodes.SUBSCRIBED))).toMatchObject({ topic: 'match:42' });
  await api.postJson('/dev/hub/publish', { topic: 'match:42', code: MessageCodes.MATCH_UPDATE, data: { id: 42 } });
  await expect(ws.next(isMsg(MessageCodes.MATCH_UPDATE), 400)).rejects.toThrow();
  ws.close();
});

test('heartbeat 0 is answered with 0 and keeps the socket; a silent socket is dropped', async () => {
  const alive = await connect(server.wsUrl);
  const silent = await connect(server.wsUrl);
  for (let i = 0; i < 6; i++) {
    alive.socket.send('0');
    expect(await alive.next((m) => m === '0')).toBe('0');
    await new Promise((r) => setTimeout(r, 500));
  }
  // IDLE_DROP_MS is 2500 here: the silent one is gone, the beating one is still open
  const closed = await Promise.race([silent.closed, new Promise((r) => setTimeout(() => r('open'), 5000))]);
  expect(closed).not.toBe('open');
  expect(alive.socket.readyState).toBe(alive.socket.OPEN);
  alive.close();
});

test('a foreign Origin is refused at the handshake with 403', async () => {
  await expect(connect(server.wsUrl, 'https://evil.example')).rejects.toThrow('HTTP 403');
  const ok = await connect(server.wsUrl, 'http://127.0.0.1:8096');
  ok.close();
});

test('the dev publish call validates its topic and code', async () => {
  expect((await api.postJson('/dev/hub/publish', { topic: 'nope', code: MessageCodes.MATCH_UPDATE })).body.code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
  expect((await api.postJson('/dev/hub/publish', { topic: 'match:1', code: 1 })).body.code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
});

test('a password change pushes a security notice to the user topic', async () => {
  const ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'auth', token });
  await ws.next(isMsg(MessageCodes.IDENTIFIED));
  // two slow password hashes can outlast this server's 2.5 s idle drop on a busy machine: keep beating
  const beat = setInterval(() => ws.socket.send('0'), 500);
  const cipher = (p: string) => encryptPassword(p, DEFAULT_AES_KEY, DEFAULT_AES_IV);
  const res = await api.postForm(
    '/user/center/password',
    { oldPassword: cipher('kickoff123'), newPassword: cipher('kickoff123') },
    token,
  );
  clearInterval(beat);
  expect(res.body.code).toBe(200);
  // the demo fan's followed tips may settle meanwhile: wait for the security notice, not any notice
  const notice = (await ws.next(
    (m) => isMsg(MessageCodes.SYSTEM_NOTICE)(m) && (m as ServerMessage<{ title: string }>).data.title === '安全提醒',
  )) as ServerMessage<{ title: string }>;
  expect(notice.topic).toBe(`user:${userId}`);
  expect(notice.data.title).toBe('安全提醒');
  ws.close();
});

test('graceful shutdown closes open sockets with 1001 and exits 0', async () => {
  const ws = await connect(server.wsUrl);
  const code = await server.stop();
  expect(code).toBe(0);
  expect((await ws.closed).code).toBe(1001);
});
