/** @jest-environment jsdom */
/** useReplayChat over real HTTP: windows fetched around the playhead, due lines, danmaku only while playing. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { VLIVE_PATHS, type ReplayChatLine, type RoomReplay } from '@kickoff/shared/contracts/vlive';
import { useReplayChat } from './use-replay-chat';

const REPLAY: RoomReplay = { id: 77, roomId: 5, startedAt: 1_700_000_000_000, endedAt: 1_700_000_300_000 };
// a line every 10 s of the five-minute broadcast
const LINES: ReplayChatLine[] = Array.from({ length: 29 }, (_, i) => ({
  id: i + 1,
  roomId: 5,
  userId: 9,
  nickName: '球迷',
  noble: 0,
  text: `第${i + 1}句`,
  clientId: `c${i + 1}`,
  time: REPLAY.startedAt + (i + 1) * 10_000,
  offset: (i + 1) * 10_000,
}));

let server: Server;
/** the `from` of every window page asked for */
let asked: number[] = [];
/** windows (by `from`) that fail once */
let failOnce = new Set<number>();
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    const url = new URL(req.url ?? '/', 'http://x');
    const q = (k: string) => Number(url.searchParams.get(k));
    if (url.pathname !== VLIVE_PATHS.replayChat || q('id') !== REPLAY.id) {
      return void res.end(JSON.stringify({ code: 40004, data: null, msg: '回放不存在' }));
    }
    if (q('after') === 0) asked.push(q('from'));
    if (failOnce.delete(q('from'))) return void res.end(JSON.stringify({ code: 500, data: null, msg: '服务繁忙' }));
    // two lines a page, so a window takes several pages
    const inWindow = LINES.filter((l) => l.offset >= q('from') && l.offset < q('to') && l.id > q('after'));
    const list = inWindow.slice(0, 2);
    const next = inWindow.length > 2 ? list.at(-1)!.id : 0;
    res.end(JSON.stringify({ code: 200, data: { list, next }, msg: '成功' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  asked = [];
  failOnce = new Set();
});

const ids = (lines: ReplayChatLine[]) => lines.map((l) => l.id);

test('at the start the first two windows are fetched; a line shows once said and flies as play passes it', async () => {
  const onLine = jest.fn();
  const { result } = renderHook(() => useReplayChat(REPLAY, onLine));
  await waitFor(() => expect(asked.sort()).toEqual([0, 60_000]));
  expect(result.current.lines).toEqual([]);
  act(() => result.current.onTime(9));
  // every line of both windows is held before the playhead reaches them
  await waitFor(() => {
    act(() => result.current.onTime(9));
    expect(ids(result.current.lines)).toEqual([]);
    act(() => result.current.onTime(10.5));
    expect(ids(result.current.lines)).toEqual([1]);
  });
  expect(onLine).toHaveBeenCalledWith(LINES[0]);
  // playing on, a timeupdate every 1.5 s
  for (let t = 12; t <= 21; t += 1.5) act(() => result.current.onTime(t));
  expect(ids(result.current.lines)).toEqual([1, 2]);
  expect(onLine.mock.calls.map(([l]) => (l as ReplayChatLine).id)).toEqual([1, 2]);
});

test('a seek fetches the windows around the new time once each, shows what was said, flies nothing', async () => {
  const onLine = jest.fn();
  const { result } = renderHook(() => useReplayChat(REPLAY, onLine));
  await waitFor(() => expect(asked.sort()).toEqual([0, 60_000]));
  act(() => result.current.onTime(200));
  await waitFor(() => expect(ids(result.current.lines)).toEqual(LINES.slice(0, 20).map((l) => l.id)));
  expect(asked.sort((a, b) => a - b)).toEqual([0, 60_000, 120_000, 180_000, 240_000]);
  expect(onLine).not.toHaveBeenCalled();
});

test('a window that failed is asked again when the playhead comes back to it', async () => {
  failOnce.add(120_000);
  const { result } = renderHook(() => useReplayChat(REPLAY, () => undefined));
  act(() => result.current.onTime(130));
  await waitFor(() => expect(asked.filter((f) => f === 120_000)).toHaveLength(1));
  // lines 13 and up (window 2) are missing: the panel stops at line 11
  await waitFor(() => expect(ids(result.current.lines).at(-1)).toBe(11));
  act(() => result.current.onTime(200));
  await waitFor(() => expect(ids(result.current.lines)).toEqual(LINES.slice(0, 20).map((l) => l.id)));
  expect(asked.filter((f) => f === 120_000)).toHaveLength(2);
});
