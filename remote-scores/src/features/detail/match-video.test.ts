/** The 视频 button's call over HTTP through the shared client: a room → its page; 20001 → 暂无视频; a failure → retry. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '@kickoff/shared/api';
import { ErrorCodes, SUCCESS } from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type MatchVideo } from '@kickoff/shared/contracts/vlive';
import { NO_VIDEO_TEXT, openMatchVideo, VIDEO_FAILED_TEXT } from './match-video';

const ROOM: MatchVideo = { roomId: 7, status: 'live', path: '/vlive/detail/7' };
let server: Server;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    const id = url.searchParams.get('id');
    if (id === '500') {
      res.writeHead(503).end('down');
      return;
    }
    const body =
      id === '100'
        ? { code: SUCCESS, data: ROOM, msg: '成功' }
        : { code: ErrorCodes.VIDEO_NONE, data: null, msg: '暂无视频' };
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function tap(id: number) {
  const navigate = jest.fn();
  const toast = jest.fn();
  await openMatchVideo(`${VLIVE_PATHS.matchVideo}?id=${id}`, { navigate, toast });
  return { navigate, toast };
}

it('goes to the room that broadcasts the match, asking the header’s call', async () => {
  const { navigate, toast } = await tap(100);
  expect(navigate).toHaveBeenCalledWith('/vlive/detail/7');
  expect(toast).not.toHaveBeenCalled();
  expect(asked).toContain(`${VLIVE_PATHS.matchVideo}?id=100`);
});

it('20001 says 暂无视频 and goes nowhere', async () => {
  const { navigate, toast } = await tap(200);
  expect(navigate).not.toHaveBeenCalled();
  expect(toast).toHaveBeenCalledWith(NO_VIDEO_TEXT);
});

it('a server that cannot answer asks the fan to try again', async () => {
  const { navigate, toast } = await tap(500);
  expect(navigate).not.toHaveBeenCalled();
  expect(toast).toHaveBeenCalledWith(VIDEO_FAILED_TEXT);
});
