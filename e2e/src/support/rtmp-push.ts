/**
 * An anchor's RTMP push as the e2e suites make it (`npm start`'s node-media-server ingest, and nginx's
 * RTMP module in the production topology): ffmpeg pushing testsrc2 with the wall clock burned in and
 * the stream's time as a strip of 16 black/white blocks across the top, which the page reads back to
 * print the latency; and the checks on the fan's <video> that go with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, type Locator, type Page } from '@playwright/test';
import { clockFont, findFfmpeg } from './ffmpeg';
import { expectPictureMoves } from './video-frame';

export const ffmpeg = findFfmpeg();

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

export interface Push {
  child: ChildProcess;
  /** wall-clock ms when it started: its picture's time 0 (a little before, by ffmpeg's start) */
  startedAt: number;
  /** resolves with ffmpeg's exit code (null: killed by a signal) */
  exited: Promise<number | null>;
}

/** ffmpeg pushing testsrc2 with the wall clock burned in (H.264/AAC, a keyframe a second), in real time */
export function push(url: string): Push {
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
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  return { child, startedAt: Date.now(), exited };
}

/** Stops a push (as a cut cable: no goodbye to the server), resolved once ffmpeg is gone. */
export const stopPush = async (p: Push) => {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await p.exited;
};

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

/** The pushed picture moves: its clock passes half a second within `startMs`, then runs on, changing. */
export const expectMoving = (video: Locator, startMs: number) => expectPictureMoves(video, { from: 0.5, startMs });

/** The latency (anchor's clock → this fan's picture), read from the strip; null when it does not read sensibly. */
export async function latencyOf(video: Locator, pushed: Push): Promise<number | null> {
  const { ms, at } = await streamTimeOf(video);
  const latency = at - (pushed.startedAt + ms);
  return ms > 0 && latency >= 0 && latency < 60_000 ? latency : null;
}

/** A POST to the API at `apiUrl` as the signed-in `token`, answering its data (any other code throws). */
export async function call<T>(apiUrl: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', accessToken: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/** From the replay list, the newest broadcast of the room's anchor (the one just ended). */
export async function openReplay(page: Page, hostUrl: string, roomId: number, anchorNick: string) {
  await page.goto(`${hostUrl}/vlive/detail/replay`);
  await page.getByRole('list', { name: '回放' }).getByRole('link').filter({ hasText: anchorNick }).first().click();
  await expect(page).toHaveURL(new RegExp(`/vlive/detail/${roomId}\\?replay=\\d+$`));
}
