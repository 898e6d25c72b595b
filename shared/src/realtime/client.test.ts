import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { CloseCodes, CloseReasons, MessageCodes, type ServerMessage } from '../contracts/realtime';
import { useAuthStore } from '../stores/auth';
import { useMessagesStore } from '../stores/messages';
import { createRealtimeClient, type RealtimeClient, type SocketConstructor, type TopicEvent } from './client';
import { useRealtimeStore } from './store';

/** Lets real socket I/O run while timers are fake (setImmediate is not faked). */
async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 20000; i++) {
    if (cond()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const flush = async (n = 200) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

let wss: WebSocketServer;
let url = '';
let received: string[] = [];
let sockets: ServerSocket[] = [];
let client: RealtimeClient;

const Ws = WebSocket as unknown as SocketConstructor;
const push = (m: Omit<ServerMessage, 'ts'>) => sockets.at(-1)!.send(JSON.stringify({ ...m, ts: 1 }));

beforeEach(async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  received = [];
  sockets = [];
  useMessagesStore.getState().clear();
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((r) => wss.once('listening', () => r()));
  url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/imserver`;
  wss.on('connection', (s) => {
    sockets.push(s);
    s.on('message', (d) => received.push(String(d)));
  });
  // jitter pinned to the middle: every reconnect waits exactly the spec's 5 s
  client = createRealtimeClient({ WebSocketImpl: Ws, getToken: () => 'tok-7', random: () => 0.5 });
});

afterEach(async () => {
  client.close();
  for (const s of wss.clients) s.terminate();
  await new Promise((r) => wss.close(r));
  jest.useRealTimers();
});

describe('realtime client against a real ws server', () => {
  it('identifies with the token on open and subscribes', async () => {
    client.subscribe('list:football', () => undefined);
    client.connect(url);
    await until(() => received.length >= 2, 'auth and sub');
    expect(received.map((r) => JSON.parse(r))).toEqual([
      { t: 'auth', token: 'tok-7' },
      { t: 'sub', topic: 'list:football' },
    ]);
    expect(useRealtimeStore.getState().status).toBe('open');
  });

  it('routes messages by topic, stores them, and counts unread for chat codes only', async () => {
    const events: TopicEvent[] = [];
    client.subscribe('match:5', (e) => events.push(e));
    client.connect(url);
    await until(() => received.length >= 2, 'sub');
    push({ code: MessageCodes.IDENTIFIED, data: { userId: 42 } });
    push({ code: MessageCodes.MATCH_UPDATE, topic: 'match:5', data: { id: 5 } });
    push({ code: MessageCodes.MATCH_UPDATE, topic: 'match:6', data: { id: 6 } });
    push({ code: MessageCodes.PRIVATE_CHAT, topic: 'user:42', data: { text: 'hi' } });
    push({ code: MessageCodes.GROUP_CHAT, topic: 'user:42', data: { text: 'yo' } });
    push({ code: MessageCodes.SYSTEM_NOTICE, topic: 'user:42', data: {} });
    push({ code: MessageCodes.ROOM_CHAT, topic: 'room:a', data: {} });
    await until(() => useMessagesStore.getState().messages.length === 7, 'seven messages');
    expect(events).toEqual([{ type: 'message', message: { code: 10031, topic: 'match:5', data: { id: 5 }, ts: 1 } }]);
    expect(useMessagesStore.getState().unread).toBe(3);
    expect(useRealtimeStore.getState().userId).toBe(42);
    expect(useRealtimeStore.getState().lastByTopic['match:6']!.data).toEqual({ id: 6 });
  });

  it("a chat push carrying the server's unread total sets the count instead of adding one", async () => {
    client.connect(url);
    await until(() => received.length >= 1, 'auth');
    push({ code: MessageCodes.PRIVATE_CHAT, topic: 'user:42', data: { type: 'message', unread: 7 } });
    await until(() => useMessagesStore.getState().unread === 7, 'total of 7');
    push({ code: MessageCodes.PRIVATE_CHAT, topic: 'user:42', data: { type: 'read', unread: 0 } });
    await until(() => useMessagesStore.getState().unread === 0, 'cleared');
    push({ code: MessageCodes.SYSTEM_NOTICE, topic: 'user:42', data: {} });
    await until(() => useMessagesStore.getState().unread === 1, 'a notice adds one');
  });

  it('sends heartbeat 0 after 10 s of quiet, and any traffic restarts the quiet period', async () => {
    client.connect(url);
    await until(() => received.length === 1, 'auth');
    jest.advanceTimersByTime(9_999);
    await flush();
    expect(received).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => received.length === 2, 'heartbeat');
    expect(received[1]).toBe('0');
    // a message arriving at 5 s into the next quiet period moves the next heartbeat to 15 s
    jest.advanceTimersByTime(5_000);
    push({ code: MessageCodes.ROOM_CHAT, topic: 'room:a', data: {} });
    await until(() => useMessagesStore.getState().messages.length === 1, 'push');
    jest.advanceTimersByTime(9_999);
    await flush();
    expect(received).toHaveLength(2);
    jest.advanceTimersByTime(1);
    await until(() => received.length === 3, 'second heartbeat');
    expect(received[2]).toBe('0');
  });

  it('reconnects 5 s after the server drops it, resubscribes and tells subscribers to resync', async () => {
    const events: TopicEvent[] = [];
    client.subscribe('list:basketball', (e) => events.push(e));
    client.connect(url);
    await until(() => received.length === 2, 'first sub');
    sockets[0]!.terminate();
    await until(() => useRealtimeStore.getState().status === 'reconnecting', 'reconnecting');
    jest.advanceTimersByTime(4_999);
    await flush();
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => received.length === 4, 'auth and sub again');
    expect(sockets).toHaveLength(2);
    expect(received.slice(2).map((r) => JSON.parse(r))).toEqual([
      { t: 'auth', token: 'tok-7' },
      { t: 'sub', topic: 'list:basketball' },
    ]);
    expect(events).toEqual([{ type: 'resync', topic: 'list:basketball' }]);
  });

  it('keeps retrying every 5 s while the server is down', async () => {
    let constructed = 0;
    const Counting = class extends WebSocket {
      constructor(u: string) {
        super(u);
        constructed += 1;
      }
    };
    const WebSocketImpl = Counting as unknown as SocketConstructor;
    client = createRealtimeClient({ WebSocketImpl, getToken: () => '', random: () => 0.5 });
    client.connect(url);
    await until(() => sockets.length === 1, 'connection');
    for (const s of sockets) s.terminate();
    await new Promise((r) => wss.close(r));
    await until(() => useRealtimeStore.getState().status === 'reconnecting', 'reconnecting');
    jest.advanceTimersByTime(4_999);
    await flush();
    expect(constructed).toBe(1);
    jest.advanceTimersByTime(1);
    await until(() => constructed === 2, 'first retry');
    await until(() => useRealtimeStore.getState().status === 'reconnecting' && jest.getTimerCount() > 0, 'refused');
    jest.advanceTimersByTime(5_000);
    await until(() => constructed === 3, 'second retry');
    client.close();
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((r) => wss.once('listening', () => r()));
  });

  it('waits its jittered delay, and six times longer after the hub refuses it for too many sockets', async () => {
    client = createRealtimeClient({ WebSocketImpl: Ws, getToken: () => '', random: () => 0 });
    client.connect(url);
    await until(() => sockets.length === 1, 'connection');
    sockets[0]!.close(CloseCodes.TOO_MANY_FOR_IP, CloseReasons[CloseCodes.TOO_MANY_FOR_IP]);
    await until(() => useRealtimeStore.getState().status === 'reconnecting', 'reconnecting');
    jest.advanceTimersByTime(14_999);
    await flush();
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await until(() => sockets.length === 2, 'retry after 15 s');
    await until(() => useRealtimeStore.getState().status === 'open', 'open again');
    sockets[1]!.terminate();
    await until(() => useRealtimeStore.getState().status === 'reconnecting', 'reconnecting again');
    jest.advanceTimersByTime(2_500);
    await until(() => sockets.length === 3, 'ordinary retry after 2.5 s');
  });

  it('does not reconnect after a deliberate close', async () => {
    client.connect(url);
    await until(() => sockets.length === 1 && received.length === 1, 'connection');
    client.close();
    expect(useRealtimeStore.getState().status).toBe('closed');
    jest.advanceTimersByTime(60_000);
    await flush(500);
    expect(sockets).toHaveLength(1);
  });

  it('re-identifies on an open connection when the auth token changes', async () => {
    useAuthStore.setState({ token: '' });
    const own = createRealtimeClient({ WebSocketImpl: WebSocket as unknown as SocketConstructor });
    own.connect(url);
    await until(() => received.length === 1, 'auth');
    useAuthStore.getState().setAuth('new-token');
    await until(() => received.length === 2, 're-auth');
    useAuthStore.getState().clearAuth();
    await until(() => received.length === 3, 'anonymous again');
    expect(received.map((r) => JSON.parse(r))).toEqual([
      { t: 'auth', token: '' },
      { t: 'auth', token: 'new-token' },
      { t: 'auth', token: '' },
    ]);
    own.close();
  });

  it('unsubscribes from the server when the last handler leaves', async () => {
    const a = jest.fn();
    const b = jest.fn();
    client.connect(url);
    await until(() => received.length === 1, 'auth');
    const offA = client.subscribe('room:x', a);
    client.subscribe('room:x', b);
    offA();
    await until(() => received.length === 2, 'one sub');
    client.unsubscribe('room:x', b);
    await until(() => received.length === 3, 'unsub');
    expect(received.slice(1).map((r) => JSON.parse(r))).toEqual([
      { t: 'sub', topic: 'room:x' },
      { t: 'unsub', topic: 'room:x' },
    ]);
    push({ code: MessageCodes.ROOM_CHAT, topic: 'room:x', data: {} });
    await until(() => useMessagesStore.getState().messages.length === 1, 'push');
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });
});
