/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/** useChatThread against a real HTTP API and a real socket: pages, pushes by seq, gap refills, marks, sends. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { WebSocketServer } from 'ws';
import { configureApi } from '@kickoff/shared/api';
import { ErrorCodes, IM_PATHS, MessageCodes, type ImMessage, type ImPush } from '@kickoff/shared/contracts';
import { realtime } from '@kickoff/shared/realtime';
import { useChatThread } from './use-chat-thread';

const CONV = 1;
const ME = 5;
const PEER = 9;

const message = (seq: number, fromId = PEER, text = `#${seq}`, clientId = `c${seq}`): ImMessage => ({
  id: seq,
  conversationId: CONV,
  seq,
  fromId,
  fromName: fromId === ME ? '我' : '对方',
  kind: 'text',
  text,
  recalled: false,
  hidden: false,
  image: null,
  replyTo: null,
  clientId,
  time: seq * 1000,
});

// the conversation as the server holds it, and the calls it took
let stored: ImMessage[] = [];
let historyCalls: Array<Record<string, number>> = [];
let readCalls: number[] = [];
let api: Server;
let wss: WebSocketServer;

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
  });
}

function answer(url: URL, body: Record<string, unknown>): unknown {
  const ok = (data: unknown) => ({ code: 200, data, msg: '成功' });
  const unread = { unread: { chats: 0, notices: 0, total: 0 } };
  if (url.pathname === IM_PATHS.history) {
    const q = Object.fromEntries([...url.searchParams].map(([k, v]) => [k, Number(v)]));
    const { conversationId: _, ...asked } = q;
    historyCalls.push(asked);
    const size = q.size ?? 30;
    if (q.after !== undefined) return ok({ list: stored.filter((m) => m.seq > q.after!).slice(0, size), more: false });
    const older = stored.filter((m) => q.before === undefined || m.seq < q.before);
    return ok({ list: older.slice(-size), more: older.length > size });
  }
  if (url.pathname === IM_PATHS.read) {
    readCalls.push(Number(body.seq));
    return ok(unread);
  }
  if (url.pathname === IM_PATHS.recall) {
    const m = stored.find((x) => x.seq === Number(body.seq))!;
    Object.assign(m, { recalled: true, text: '' });
    return ok(m);
  }
  if (url.pathname === IM_PATHS.send) {
    if (body.text === '违规') return { code: ErrorCodes.FORBIDDEN, data: null, msg: '消息含有违规内容' };
    const sent = message(stored.length + 1, ME, String(body.text), String(body.clientId));
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
      res.end(JSON.stringify(answer(new URL(req.url ?? '/', 'http://x'), body)));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });

  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (s) =>
    s.on('message', (d) => {
      const m = JSON.parse(String(d)) as { t?: string; topic?: string };
      if (m.t === 'sub')
        s.send(JSON.stringify({ code: MessageCodes.SUBSCRIBED, topic: m.topic, data: { topic: m.topic }, ts: 1 }));
    }),
  );
  realtime.connect(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}/imserver`);
});

afterAll(async () => {
  realtime.close();
  for (const s of wss.clients) s.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  stored = Array.from({ length: 40 }, (_, i) => message(i + 1));
  historyCalls = [];
  readCalls = [];
  localStorage.clear();
});

function push(data: ImPush): void {
  const frame = JSON.stringify({ code: MessageCodes.PRIVATE_CHAT, topic: `user:${ME}`, data, ts: Date.now() });
  for (const s of wss.clients) s.send(frame);
}

const seqs = (list: ImMessage[]) => list.map((m) => m.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Mounted, with the last page loaded and the socket subscribed to the fan's own topic. */
async function mounted() {
  const view = renderHook(() => useChatThread(CONV, ME));
  await waitFor(() => expect(view.result.current.status).toBe('ready'));
  // a marker push proves the subscription is live before the test pushes
  await waitFor(() => {
    push({ type: 'delivered', conversationId: CONV, userId: PEER, seq: 1, unread: 0 });
    expect(view.result.current.peerDeliveredSeq).toBe(1);
  });
  return view;
}

describe('useChatThread', () => {
  it('shows the last page, marks it read, and pages back to the first message', async () => {
    const { result, unmount } = await mounted();
    expect(seqs(result.current.messages)).toEqual(range(11, 40));
    expect(result.current.more).toBe(true);
    await waitFor(() => expect(readCalls).toEqual([40]));
    await act(() => result.current.loadOlder());
    expect(seqs(result.current.messages)).toEqual(range(1, 40));
    expect(result.current.more).toBe(false);
    expect(historyCalls).toEqual([{ size: 30 }, { before: 11, size: 30 }]);
    unmount();
  });

  it('merges a pushed message by seq, refills a gap from history, and ignores other conversations', async () => {
    const { result, unmount } = await mounted();
    push({ type: 'message', message: message(41), unread: 1 });
    push({ type: 'message', message: { ...message(41), conversationId: 2 }, unread: 1 });
    await waitFor(() => expect(seqs(result.current.messages).at(-1)).toBe(41));
    // 42 and 43 were missed: the push of 44 leaves a hole that history fills
    stored.push(message(41), message(42), message(43), message(44));
    push({ type: 'message', message: message(44), unread: 1 });
    await waitFor(() => expect(seqs(result.current.messages)).toEqual(range(11, 44)));
    expect(historyCalls.at(-1)).toEqual({ after: 41, size: 100 });
    await waitFor(() => expect(readCalls.at(-1)).toBe(44));
    unmount();
  });

  it("moves the other person's 已送达 / 已读 marks (never back), not mine, and blanks a recalled message", async () => {
    const { result, unmount } = await mounted();
    push({ type: 'delivered', conversationId: CONV, userId: PEER, seq: 38, unread: 0 });
    push({ type: 'read', conversationId: CONV, userId: PEER, seq: 36, unread: 0 });
    push({ type: 'read', conversationId: CONV, userId: PEER, seq: 30, unread: 0 });
    push({ type: 'read', conversationId: CONV, userId: ME, seq: 40, unread: 0 });
    push({ type: 'recall', conversationId: CONV, seq: 39, unread: 0 });
    await waitFor(() => expect(result.current.messages.find((m) => m.seq === 39)?.recalled).toBe(true));
    expect(result.current.peerReadSeq).toBe(36);
    expect(result.current.peerDeliveredSeq).toBe(38);
    expect(result.current.messages.find((m) => m.seq === 39)?.text).toBe('');
    unmount();
  });

  it('blanks a message a moderator hid (a `hidden` push), leaving the others as they were', async () => {
    const { result, unmount } = await mounted();
    const before = result.current.messages.find((m) => m.seq === 38)!;
    push({ type: 'hidden', conversationId: CONV, seq: 37, unread: 0 });
    await waitFor(() => expect(result.current.messages.find((m) => m.seq === 37)?.hidden).toBe(true));
    expect(result.current.messages.find((m) => m.seq === 37)).toMatchObject({ text: '', image: null, recalled: false });
    expect(result.current.messages.find((m) => m.seq === 38)).toEqual(before);
    unmount();
  });

  it('sends in order; a refused message stays with its reason until discarded; my own recall shows', async () => {
    const { result, unmount } = await mounted();
    act(() => result.current.send('你好'));
    await waitFor(() => expect(result.current.messages.at(-1)).toMatchObject({ seq: 41, fromId: ME, text: '你好' }));
    act(() => result.current.send('违规'));
    await waitFor(() => expect(result.current.pending).toMatchObject([{ text: '违规', status: 'failed' }]));
    expect(result.current.pending[0]!.reason).toBe('消息含有违规内容');
    act(() => result.current.discard(result.current.pending[0]!.clientId));
    expect(result.current.pending).toEqual([]);
    await act(() => result.current.recallMessage(41));
    expect(result.current.messages.at(-1)).toMatchObject({ seq: 41, recalled: true, text: '' });
    unmount();
  });
});
