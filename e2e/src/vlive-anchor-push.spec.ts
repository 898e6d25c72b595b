/**
 * An anchor goes live with a real RTMP push: the seeded anchor 街球老王 makes a stream key through
 * the API his 主播 page uses, ffmpeg pushes a test pattern with the wall clock burned in (and the
 * stream's time as a strip of 16 black/white blocks across the top, which the page reads back to
 * print the latency) to the suite's RTMP port; a fan's Chromium sees the picture move in the room;
 * the push is cut and the room shows 主播暂时离开; pushed again, the picture returns by itself; the
 * anchor ends the broadcast and its replay — the recording of both pushes — plays from the replay list.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { ROOM_AWAY_TEXT, VLIVE_PATHS, type LiveRoom, type StreamKeyIssued } from '@kickoff/shared/contracts/vlive';
import { test, expect } from './support/fixtures';
import { expectPictureMoves } from './support/video-frame';
import { clockFont, findFfmpeg } from './support/ffmpeg';
import { apiLogin } from './host-helpers';
import { E2E_RTMP_PORT, E2E_SEED_PASSWORD } from './support/ports';
import { apiData } from './scores-helpers';

const ANCHOR_PHONE = '19900000005';
const ffmpeg = findFfmpeg();

async function call<T>(apiUrl: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', accessToken: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/**
 * the stream's time in tenths of a second, as 16 bits across the top 16 rows (bit i: block i white);
 * drawn with drawbox (geq drew it per pixel, too slow to keep real time on a busy machine)
 */
const TIME_STRIP = [
  'drawbox=x=0:y=0:w=320:h=16:color=black:t=fill',
  ...Array.from(
    { length: 16 },
    (_, i) => `drawbox=x=${i * 20}:y=0:w=20:h=16:color=white:t=fill:enable='mod(floor(t*10/${2 ** i})\\,2)'`,
  ),
].join(',');

interface Push {
  child: ChildProcess;
  /** wall-clock ms when it started: its picture's time 0 (a little before, by ffmpeg's start) */
  startedAt: number;
}

/** ffmpeg pushing testsrc2 with the wall clock burned in (H.264/AAC, a keyframe a second), in real time */
function push(url: string): Push {
  const font = clockFont();
  const clock = font
    ? `,drawtext=fontfile=${font}:text='%{localtime\\:%T}':x=8:y=24:fontsize=20:fontcolor=white` +
      ':box=1:boxcolor=black@0.6'
    : '';
  const child = spawn(
    ffmpeg!,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-vf', `format=yuv420p,${TIME_STRIP}${clock}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  return { child, startedAt: Date.now() };
}

const stop = (p: Push) =>
  new Promise<void>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
    p.child.once('exit', () => resolve());
    p.child.kill('SIGKILL');
  });

/** The stream time (ms) of the frame the <video> shows now, read from its strip of blocks, and when it was read. */
const streamTimeOf = (video: Locator) =>
  video.evaluate((v) => {
    const el = v as HTMLVideoElement;
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(el, 0, 0, canvas.width, canvas.height);
    let tenths = 0;
    for (let i = 0; i < 16; i++) {
      const [r, g, b] = ctx.getImageData(Math.round((i + 0.5) * 20), 7, 1, 1).data;
      if ((r! + g! + b!) / 3 > 128) tenths += 2 ** i;
    }
    return { ms: tenths * 100, at: Date.now() };
  });

/** The latency (anchor's clock → this fan's picture), read from the strip; null when it does not read sensibly. */
async function latencyOf(video: Locator, pushed: Push): Promise<number | null> {
  const { ms, at } = await streamTimeOf(video);
  const latency = at - (pushed.startedAt + ms);
  return ms > 0 && latency >= 0 && latency < 60_000 ? latency : null;
}

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
    await expectPictureMoves(video, { from: 0.5, startMs: 30_000 });
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
    await expectPictureMoves(video, { from: 0.5, startMs: 20_000 });
    const back = await latencyOf(video, pushed);
    console.info(`vlive-anchor-push: latency after the reconnect ${back === null ? 'unreadable' : `${back} ms`}`);

    // the anchor ends the broadcast (the push stopped first): it is among the replays, and plays
    await stop(pushed);
    await call(apiUrl, '/api/vlive/room/stop', anchor.token, { id: room.id });
    await openReplay(page, hostUrl, room);
    const replay = page.getByLabel('回放画面');
    await expectPictureMoves(replay, { from: 0.5, startMs: 20_000 });
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

/** From the replay list, the newest broadcast of the room's anchor (the one just ended). */
async function openReplay(page: Page, hostUrl: string, room: LiveRoom) {
  await page.goto(`${hostUrl}/vlive/detail/replay`);
  await page
    .getByRole('list', { name: '回放' })
    .getByRole('link')
    .filter({ hasText: room.anchor.nickName })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/vlive/detail/${room.id}\\?replay=\\d+$`));
}
