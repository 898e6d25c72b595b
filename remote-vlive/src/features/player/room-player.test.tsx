/** @jest-environment jsdom */
/**
 * The room player's poster over real HTTP while a room has no picture: 主播暂时离开 while the anchor's
 * stream is on air but lost, 暂无视频 otherwise; and it asks for the stream again when the room's state
 * changes, so the picture returns by itself when the anchor reconnects.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { ROOM_AWAY_TEXT, VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';
import { RoomPlayer } from './room-player';

let server: Server;
let asked = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    if (new URL(req.url ?? '/', 'http://x').pathname === VLIVE_PATHS.stream) asked++;
    res.end(JSON.stringify({ code: ErrorCodes.VIDEO_NONE, data: null, msg: ROOM_AWAY_TEXT }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('an away anchor shows 主播暂时离开; back on air the stream is asked for again', async () => {
  const { rerender } = render(<RoomPlayer roomId={5} status="live" away />);
  expect(await screen.findByText(ROOM_AWAY_TEXT)).toBeTruthy();
  const before = asked;
  rerender(<RoomPlayer roomId={5} status="live" away={false} />);
  expect(await screen.findByText('暂无视频')).toBeTruthy();
  await waitFor(() => expect(asked).toBeGreaterThan(before));
});
