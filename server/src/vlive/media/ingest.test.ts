/**
 * The RTMP ingest's bad input, with real pushes from the bundled ffmpeg on a loopback port: a codec
 * HLS cannot carry as is (Sorenson H.263) is re-encoded to H.264 and played; a stream without video
 * is refused and never goes live; a stream that stalls is cut (its ffmpeg killed) and reported lost;
 * closing the ingest leaves no ffmpeg running.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { until } from '../../test-support/until';
import { exited, ffmpegChildren } from '../../test-support/child-processes';
import { findFfmpeg } from './ffmpeg';
import { INGEST_PLAYLIST, Ingest } from './ingest';

const ffmpeg = findFfmpeg();
const maybe = ffmpeg ? test : test.skip;

const KEYS: Record<string, number> = {
  [`sk_${'a'.repeat(32)}`]: 1,
  [`sk_${'b'.repeat(32)}`]: 2,
  [`sk_${'c'.repeat(32)}`]: 3,
};
const [ODD, AUDIO_ONLY, STALL] = Object.keys(KEYS) as [string, string, string];

let dir: string;
let ingest: Ingest;
let port: number;
const events: Array<{ event: 'live' | 'lost'; roomId: number; key: string }> = [];
const pushers = new Set<ChildProcess>();

function push(key: string, input: string[], codecs: string[]): ChildProcess {
  const child = spawn(
    ffmpeg!,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      ...input,
      ...codecs,
      '-f',
      'flv',
      `rtmp://127.0.0.1:${port}/live/${key}`,
    ],
    { stdio: 'ignore' },
  );
  pushers.add(child);
  child.once('exit', () => pushers.delete(child));
  return child;
}
const pattern = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25'];
const tone = ['-f', 'lavfi', '-i', 'sine=frequency=330'];

const eventOf = (event: 'live' | 'lost', roomId: number) =>
  until(async () => events.find((e) => e.event === event && e.roomId === roomId), 20_000, 100);

beforeAll(async () => {
  if (!ffmpeg) return;
  dir = mkdtempSync(path.join(tmpdir(), 'kickoff-ingest-media-'));
  ingest = new Ingest({
    port: 0,
    host: '127.0.0.1',
    dir,
    ffmpeg,
    authorize: async (key) => KEYS[key] ?? null,
    events: {
      live: async (roomId, key) => void events.push({ event: 'live', roomId, key }),
      lost: async (roomId, key) => void events.push({ event: 'lost', roomId, key }),
    },
    stallMs: 3_000,
    startMs: 4_000,
  });
  port = await ingest.start();
});

afterAll(async () => {
  for (const p of pushers) p.kill('SIGKILL');
  await ingest?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

maybe(
  'an odd codec is re-encoded, a stream without video refused, a stalled one cut; nothing outlives close',
  async () => {
    const odd = push(ODD, pattern, ['-c:v', 'flv1', '-an']);
    const audioOnly = push(AUDIO_ONLY, tone, ['-c:a', 'aac']);

    // Sorenson H.263 in, H.264 HLS out
    const live = await eventOf('live', 1);
    const playlist = readFileSync(path.join(dir, live.key, INGEST_PLAYLIST), 'utf8');
    const segment = playlist.split('\n').find((l) => l && !l.startsWith('#'))!;
    const probe = spawnSync(ffmpeg!, ['-hide_banner', '-i', path.join(dir, live.key, segment)], { encoding: 'utf8' });
    expect(probe.stderr).toMatch(/Video: h264/);

    // no video: dropped once the start wait is over, never live
    expect(await exited(audioOnly)).not.toBe(0);
    expect(events.some((e) => e.roomId === 2)).toBe(false);

    // a publisher that stops sending (stopped process, open connection) is cut and reported lost
    const stalled = push(STALL, pattern, ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', '-an']);
    const stalledLive = await eventOf('live', 3);
    stalled.kill('SIGSTOP');
    const lost = await eventOf('lost', 3);
    expect(lost.key).toBe(stalledLive.key);
    expect(ingest.liveRooms()).toEqual([1]);
    // the test's own publisher: gone (reaped) before the check below counts ffmpeg processes
    stalled.kill('SIGKILL');
    await exited(stalled);

    // closing: the odd stream's ffmpeg and publisher go; what it sent stays, as its broadcast's recording
    await ingest.close();
    await exited(odd);
    expect(ffmpegChildren()).toEqual([]);
    expect(existsSync(path.join(dir, live.key, INGEST_PLAYLIST))).toBe(true);
  },
  90_000,
);
