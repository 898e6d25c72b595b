/**
 * A fan watches a live room for two minutes in Chromium (the stall it guards against came after
 * one): the picture keeps moving with the clock, no media request is refused, and the player asks
 * for its playlist at the HLS pace (printed).
 */
import { test, expect } from './support/fixtures';
import { apiData } from './scores-helpers';

const WATCH_MS = 120_000;
/**
 * how far the video's time may drift from the clock over the watch (a stall, a catch-up): the rooms'
 * live-latency bound, 6 s (remote-vlive/README.md); the stall this guards against froze for minutes
 */
const DRIFT_S = 6;
/** the HLS pace for one-second segments: a reload per target duration, half of it when unchanged */
const PLAYLISTS_PER_S = 1.5;

interface Room {
  id: number;
  status: string;
  matchId: number | null;
}

test('a fan watches a live room for two minutes: the picture keeps up with the clock, never a 429', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  test.setTimeout(WATCH_MS + 120_000);
  const rooms = await apiData<Room[]>(apiUrl, '/api/vlive/rooms?category=0');
  const room = rooms.find((r) => r.status === 'live' && r.matchId === null)!;
  const playlists: number[] = [];
  const segments: number[] = [];
  const refused: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if (!url.includes('/api/vlive/hls/')) return;
    (url.includes('.m3u8') ? playlists : segments).push(Date.now());
  });
  page.on('response', (res) => {
    if (res.url().includes('/api/vlive/hls/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
  });

  await page.goto(`${hostUrl}/vlive/detail/${room.id}`);
  const video = page.getByLabel('直播画面');
  // the picture may still be encoding on a fresh server: the poster shows, then the video plays
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 60_000 })
    .toBeGreaterThan(1);

  const start = Date.now();
  // the video's time against the page's clock, once a second for the whole watch
  const samples = await video.evaluate(
    (v, ms) =>
      new Promise<Array<{ wall: number; time: number }>>((resolve) => {
        const el = v as HTMLVideoElement;
        const t0 = performance.now();
        const out = [{ wall: 0, time: el.currentTime }];
        const timer = setInterval(() => {
          const wall = (performance.now() - t0) / 1000;
          out.push({ wall, time: el.currentTime });
          if (wall * 1000 >= ms) {
            clearInterval(timer);
            resolve(out);
          }
        }, 1000);
      }),
    WATCH_MS,
  );
  const end = Date.now();
  const within = (times: number[]) => times.filter((t) => t >= start && t <= end).length;
  const seconds = (end - start) / 1000;
  const drift = samples.map((s) => s.time - samples[0]!.time - s.wall);
  const worstDrift = Math.max(...drift.map(Math.abs));
  const player = (await page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/hls\.[0-9a-f]+\.js$/.test(e.name)),
  ))
    ? 'hls.js'
    : "the browser's own HLS";
  const rate = within(playlists) / seconds;
  const segmentRate = within(segments) / seconds;
  console.info(
    `soak: room ${room.id}, ${seconds.toFixed(0)} s in Chromium (${player}): playlist ${rate.toFixed(2)} req/s, ` +
      `segments ${segmentRate.toFixed(2)} req/s, worst drift from the clock ${worstDrift.toFixed(2)} s, ` +
      `refused ${refused.length}${refused.length ? ` (first: ${refused[0]})` : ''}`,
  );

  expect(refused).toEqual([]);
  expect(rate).toBeLessThanOrEqual(PLAYLISTS_PER_S);
  expect(worstDrift).toBeLessThan(DRIFT_S);
  // moving all the way: every ten seconds of the watch show at least eight seconds of video
  for (let i = 10; i < samples.length; i += 10) {
    expect(samples[i]!.time - samples[i - 10]!.time).toBeGreaterThan(8);
  }
  expect(consoleErrors).toEqual([]);
});
