/**
 * An anchor goes live with a real RTMP push: the seeded anchor 街球老王 makes a stream key through
 * the API his 主播 page uses, ffmpeg pushes a test pattern with the wall clock burned in (and the
 * stream's time as a strip of 16 black/white blocks across the top, which the page reads back to
 * print the latency) to the suite's RTMP port; a fan's Chromium sees the picture move in the room;
 * the push is cut and the room shows 主播暂时离开; pushed again, the picture returns by itself; the
 * anchor ends the broadcast and its replay — the recording of both pushes — plays from the replay list.
 */
import { ROOM_AWAY_TEXT, VLIVE_PATHS, type LiveRoom, type StreamKeyIssued } from '@kickoff/shared/contracts/vlive';
import { test, expect } from './support/fixtures';
import {
  call,
  expectMoving,
  ffmpeg,
  latencyOf,
  openReplay,
  push,
  stopPush as stop,
  type Push,
} from './support/rtmp-push';
import { apiLogin } from './host-helpers';
import { E2E_RTMP_PORT, E2E_SEED_PASSWORD } from './support/ports';
import { apiData } from './scores-helpers';

const ANCHOR_PHONE = '19900000005';

test.skip(!ffmpeg, 'no ffmpeg to push with');

test('an anchor pushes RTMP: a fan sees it live, 主播暂时离开 on a cut, the picture back, then the replay', async ({
  page,
  hostUrl,
  apiUrl,
}) => {
  test.slow();
  const anchor = await apiLogin(apiUrl, ANCHOR_PHONE, E2E_SEED_PASSWORD);
  const rooms = await apiData<LiveRoom[]>(apiUrl, '/api/vlive/rooms?category=0');
  const room = rooms.find((r) => r.anchor.id === anchor.userId)!;
  expect(room).toBeDefined();
  // the key, as the anchor's 主播 page gets it
  const issued = await call<StreamKeyIssued>(apiUrl, VLIVE_PATHS.streamKey, anchor.token, { id: room.id });
  expect(issued.server).toBe(`rtmp://localhost:${E2E_RTMP_PORT}/live`);
  const url = `${issued.server.replace('localhost', '127.0.0.1')}/${issued.key}`;
  // the folder the room's live playlist plays from: its generated picture's, until the anchor's
  // stream is taken (its own folder)
  const folderOnAir = async () => {
    const playlist = await (await fetch(`${apiUrl}${VLIVE_PATHS.hls(room.id)}/live.m3u8`)).text();
    return /^([0-9a-f]{16})\//m.exec(playlist)?.[1] ?? null;
  };
  const generated = await folderOnAir();
  const pushes: Push[] = [];
  try {
    let pushed = push(url);
    pushes.push(pushed);
    // the server has taken the push and written its first segment (ffmpeg starts slowly on a busy machine)
    await expect.poll(folderOnAir, { timeout: 30_000 }).not.toBe(generated);

    // a fan opens the room: the anchor's picture plays, and moves
    await page.goto(`${hostUrl}/vlive/detail/${room.id}`);
    const video = page.getByLabel('直播画面');
    await expectMoving(video, 30_000);
    const latency = await latencyOf(video, pushed);
    console.info(
      `vlive-anchor-push: latency ${latency === null ? 'unreadable' : `${latency} ms`} (ffmpeg's start included)`,
    );
    // the issue's 5 s is the bench's measure on a quiet machine; here the reading includes ffmpeg's
    // start and the machine is shared (a load of 6 on 2 cores was seen), so only a broken path fails it
    if (latency !== null) expect(latency).toBeLessThan(10_000);

    // the push is cut: the room says the anchor is away (no frozen frame, no error)
    await stop(pushed);
    await expect(page.getByRole('status').filter({ hasText: ROOM_AWAY_TEXT })).toBeVisible({ timeout: 15_000 });

    // the anchor pushes again: the picture comes back by itself
    pushed = push(url);
    pushes.push(pushed);
    await expect(page.getByRole('status').filter({ hasText: ROOM_AWAY_TEXT })).toBeHidden({ timeout: 20_000 });
    await expectMoving(video, 20_000);
    const back = await latencyOf(video, pushed);
    console.info(`vlive-anchor-push: latency after the reconnect ${back === null ? 'unreadable' : `${back} ms`}`);

    // the anchor ends the broadcast (the push stopped first): it is among the replays, and plays
    await stop(pushed);
    await call(apiUrl, '/api/vlive/room/stop', anchor.token, { id: room.id });
    await openReplay(page, hostUrl, room.id, room.anchor.nickName);
    const replay = page.getByLabel('回放画面');
    await expectMoving(replay, 20_000);
    // what plays is the recording of the two pushes (not the room's generated picture): one discontinuity between them
    const replayId = new URL(page.url()).searchParams.get('replay');
    const vod = await (await fetch(`${apiUrl}${VLIVE_PATHS.hls(room.id)}/vod.m3u8?replay=${replayId}`)).text();
    expect(vod.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(1);
    const folders = new Set(
      vod
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split('/')[0]),
    );
    expect(folders.size).toBe(2);
    expect(vod).not.toContain(issued.key);
  } finally {
    await Promise.all(pushes.map(stop));
    // the room back on air with its generated picture, and the key gone, for the specs after this one
    await call(apiUrl, VLIVE_PATHS.revokeStreamKey, anchor.token, { id: room.id }).catch(() => undefined);
    await call(apiUrl, '/api/vlive/room/start', anchor.token, { id: room.id }).catch(() => undefined);
  }
});
