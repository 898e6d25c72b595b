/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/** useRoomChat against a real HTTP API and a real socket: load, pushes merged by id, sends, refill. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { configureApi } from '@kickoff/shared/api';
import { ErrorCodes, MESSAGE_PATHS, MessageCodes } from '@kickoff/shared/contracts';
import type { UserInfo } from '@kickoff/shared/contracts';
import type { GiftEvent, RoomChatEvent, RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { realtime } from '@kickoff/shared/realtime';
import { useUserStore } from '@kickoff/shared/stores';
import { useRoomChat, type RoomChatCallbacks } from './use-room-chat';

const ROOM = 3;
const ME: UserInfo = {
  id: 5,
  nickName: '我自己',
  portrait: '',
  portraitAudit: 1,
  portraitNew: '',
  diyTheme: '',
  phone: '138****0000',
};

const line = (id: number, userId = 9, text = `第${id}句`, clientId = `c${id}`): RoomChatLine => ({
  id,
  roomId: ROOM,
  userId,
  nickName: userId === ME.id ? ME.nickName : '球迷',
  noble: 0,
  text,
  clientId,
  time: id * 1000,
});

// the room as the server holds it, and what each page call asked for
let stored: RoomChatLine[] = [];
let pageCalls: Array<{ before?: number; after?: number }> = [];
let api: Server;
let wss: WebSocketServer;
const sockets: ServerSocket[] = [];

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
  });
}

function answer(path: string, body: Record<string, unknown>): unknown {
  const ok = (data: unknown) => ({ code: 200, data, msg: '成功' });
  if (path === MESSAGE_PATHS.welcome) return ok({ text: '欢迎来到直播间' });
  if (path === MESSAGE_PATHS.notice) return ok({ text: '文明发言' });
  if (path === MESSAGE_PATHS.page) {
    const before = Number(body.before ?? 0);
    const after = Number(body.after ?? 0);
    pageCalls.push(after ? { after } : { before });
    if (after) {
      // oldest first, two at a time
      const list = stored.filter((l) => l.id > after).slice(0, 2);
      const more = stored.some((l) => l.id > (list.at(-1)?.id ?? Infinity));
      return ok({ list, next: more ? list.at(-1)!.id : 0 });
    }
    // newest first, three at a time
    const older = stored.filter((l) => !before || l.id < before).reverse();
    const list = older.slice(0, 3);
    return ok({ list, next: older.length > 3 ? list.at(-1)!.id : 0 });
  }
  if (path === MESSAGE_PATHS.send) {
    if (body.text === '广告') return { code: ErrorCodes.FORBIDDEN, data: null, msg: '你已被禁言' };
    const sent = line((stored.at(-1)?.id ?? 0) + 1, ME.id, String(body.text), String(body.clientId));
    stored.push(sent);
    return ok(sent);
  }
  return { code: ErrorCodes.NOT_FOUND, data: null, msg: '内容不存在' };
}

beforeAll(async () => {
  api = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    void readBody(req).then((body) => {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer(new URL(req.url ?? '/', 'http://x').pathname, body)));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });

  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (s) => {
    sockets.push(s);
    s.on('message', (d) => {
      const m = JSON.parse(String(d)) as { t?: string; topic?: string };
      if (m.t === 'sub')
        s.send(JSON.stringify({ code: MessageCodes.SUBSCRIBED, topic: m.topic, data: { topic: m.topic }, ts: 1 }));
    });
  });
  realtime.connect(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}/imserver`);
});

afterAll(async () => {
  realtime.close();
  for (const s of wss.clients) s.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  stored = [1, 2, 3, 4, 5].map((id) => line(id));
  pageCalls = [];
  localStorage.clear();
  useUserStore.getState().setInfo(ME);
});

function push(event: RoomChatEvent | GiftEvent, code: number = MessageCodes.ROOM_CHAT): void {
  const frame = JSON.stringify({ code, topic: `room:${ROOM}`, data: event, ts: Date.now() });
  for (const s of wss.clients) s.send(frame);
}

async function mounted(callbacks: RoomChatCallbacks = {}) {
  const joined = jest.fn();
  const view = renderHook(() => useRoomChat(ROOM, { onJoined: joined, ...callbacks }));
  await waitFor(() => expect(view.result.current.lines.map((l) => l.id)).toEqual([3, 4, 5]));
  // pushes sent before the hub acknowledged the topic would not reach the hook
  await waitFor(() => expect(joined).toHaveBeenCalled());
  return view;
}

describe('useRoomChat', () => {
  it('joins with the latest lines oldest first, the welcome and the notice; older lines page back', async () => {
    const { result, unmount } = await mounted();
    await waitFor(() => expect(result.current.welcome).toBe('欢迎来到直播间'));
    expect(result.current.notice).toBe('文明发言');
    expect(result.current.hasOlder).toBe(true);
    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.lines.map((l) => l.id)).toEqual([1, 2, 3, 4, 5]));
    expect(result.current.hasOlder).toBe(false);
    expect(pageCalls).toEqual([{ before: 0 }, { before: 3 }]);
    unmount();
  });

  it('merges pushed lines by id, removes deleted ones, and hands entries, gifts and status to the page', async () => {
    const onLine = jest.fn();
    const onEnter = jest.fn();
    const onGift = jest.fn();
    const onStatus = jest.fn();
    const { result, unmount } = await mounted({ onLine, onEnter, onGift, onStatus });
    push({ kind: 'line', line: line(6) });
    push({ kind: 'line', line: line(6) });
    push({ kind: 'delete', id: 4 });
    push({ kind: 'enter', userId: 9, nickName: '新球迷', noble: 2 });
    push({ kind: 'status', status: 'offline' });
    const gift = { id: 1, roomId: ROOM, userId: 9, nickName: '球迷', noble: 0, giftId: 3, count: 2 } as GiftEvent;
    push(gift, MessageCodes.ROOM_GIFT);
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('offline', false));
    expect(result.current.lines.map((l) => l.id)).toEqual([3, 5, 6]);
    expect(onLine).toHaveBeenCalledTimes(2);
    expect(onEnter).toHaveBeenCalledWith(expect.objectContaining({ nickName: '新球迷', noble: 2 }));
    expect(onGift).toHaveBeenCalledWith(gift);
    unmount();
  });

  it('my sent line shows once when its push follows the answer; a refused line is dropped with false', async () => {
    const { result, unmount } = await mounted();
    let sent = false;
    await act(async () => {
      sent = await result.current.send('好球');
    });
    expect(sent).toBe(true);
    const mine = stored.at(-1)!;
    expect(result.current.lines.at(-1)).toMatchObject({ id: mine.id, text: '好球', userId: ME.id });
    push({ kind: 'line', line: mine });
    push({ kind: 'line', line: line(mine.id + 1) });
    await waitFor(() => expect(result.current.lines.at(-1)!.id).toBe(mine.id + 1));
    expect(result.current.lines.filter((l) => l.text === '好球')).toHaveLength(1);
    expect(result.current.pending).toEqual([]);

    let refused = true;
    await act(async () => {
      refused = await result.current.send('广告');
    });
    expect(refused).toBe(false);
    expect(result.current.pending).toEqual([]);
    expect(result.current.lines.some((l) => l.text === '广告')).toBe(false);
    unmount();
  });

  it('after a reconnect, fetches every line after the newest one held, page by page', async () => {
    const { result, unmount } = await mounted();
    // said while the socket was down
    stored.push(line(6), line(7), line(8));
    pageCalls = [];
    for (const s of wss.clients) s.close(1001);
    await waitFor(() => expect(result.current.lines.map((l) => l.id)).toEqual([3, 4, 5, 6, 7, 8]), {
      timeout: 15_000,
    });
    expect(pageCalls).toEqual([{ after: 5 }, { after: 7 }]);
    unmount();
  }, 20_000);
});
