/**
 * A live room's video, as a fan gets it: the production suite on its own ports, a live studio room
 * opened cold (new context, empty cache) in Debian's Chromium at 375×812, and
 *  - open → first frame: from the navigation's start to the first frame the <video> presents
 *    (requestVideoFrameCallback), median of a few opens (goal ≤ 2 s locally);
 *  - live latency: how far behind the wall clock the fan sees the picture — the live playlist's edge
 *    (its EXT-X-PROGRAM-DATE-TIME stamps plus the listed durations) against the clock, plus how far
 *    the player holds back from that edge (seekable end, else buffered end, − currentTime), sampled while it plays
 *    (goal ≤ 6 s);
 *  - the player's pace: live playlist and segment requests a second of the first open's Chromium
 *    (the HLS rule for one-second segments: one playlist a second, 1.5 at most);
 *  - 100 simulated viewers (hls-viewers.ts: Node clients polling as a player does, each with its
 *    own viewer id, all from one loopback address) for 30 s: requests per viewer per second,
 *    refusals, and the server's CPU.
 * Prints, never asserts: a figure to watch, not a gate.
 *
 *   pnpm build && pnpm --filter @kickoff/e2e bench:video
 */
import type { Browser } from 'playwright-core';
import { phoneContext, runBench, withSuiteAndBrowser } from './bench-suite';
import { crowd } from './hls-viewers';

const PORTS = {
  API_PORT: '39720',
  HOST_PORT: '39790',
  SCORES_PORT: '39791',
  VLIVE_PORT: '39792',
  NEWS_PORT: '39793',
  MESSAGING_PORT: '39794',
  ACCOUNT_PORT: '39795',
};
const OPENS = 5;
const LATENCY_SAMPLES = 8;
const CROWD = 100;
const CROWD_MS = 30_000;

interface Envelope<T> {
  code: number;
  data: T;
}

async function apiGet<T>(url: string): Promise<Envelope<T>> {
  return (await (await fetch(url)).json()) as Envelope<T>;
}

/** The live playlist's edge in wall-clock ms: the last stamp plus the durations listed after it. */
export function playlistEdge(text: string): number {
  let edge = Number.NaN;
  for (const line of text.split('\n')) {
    const stamp = /^#EXT-X-PROGRAM-DATE-TIME:(.+)$/.exec(line);
    if (stamp) edge = Date.parse(stamp[1]!);
    const inf = /^#EXTINF:([\d.]+),/.exec(line);
    if (inf) edge += Number(inf[1]) * 1000;
  }
  return edge;
}

async function waitForLiveRoom(apiUrl: string): Promise<{ id: number; playlist: string }> {
  const end = Date.now() + 180_000;
  for (;;) {
    const rooms = await apiGet<Array<{ id: number; status: string; matchId: number | null }>>(
      `${apiUrl}/api/vlive/rooms?category=0`,
    );
    for (const r of rooms.data ?? []) {
      if (r.status !== 'live' || r.matchId !== null) continue;
      const stream = await apiGet<{ kind: string; url: string }>(`${apiUrl}/api/vlive/stream?id=${r.id}`);
      if (stream.code === 200 && stream.data.kind === 'live') return { id: r.id, playlist: apiUrl + stream.data.url };
    }
    if (Date.now() > end) throw new Error('no live room with its picture ready in 3 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

interface Open {
  firstFrameMs: number;
  /** whether the page played through hls.js (else the browser's own HLS) */
  hlsJs: boolean;
  behindEdge: number[];
  /** live playlist and segment requests a second while the latency was sampled */
  playlistsPerS: number;
  segmentsPerS: number;
}

async function openRoom(browser: Browser, url: string, samples: number): Promise<Open> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const asked = { playlists: [] as number[], segments: [] as number[] };
  page.on('request', (req) => {
    if (!req.url().includes('/api/vlive/hls/')) return;
    (req.url().includes('.m3u8') ? asked.playlists : asked.segments).push(Date.now());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: number };
    document.addEventListener(
      'playing',
      (e) => {
        const v = e.target as HTMLVideoElement;
        if (typeof v.requestVideoFrameCallback === 'function') {
          v.requestVideoFrameCallback((now) => (w.__firstFrame ??= now));
        } else w.__firstFrame ??= performance.now();
      },
      true,
    );
  });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __firstFrame?: number }).__firstFrame !== undefined, null, {
    timeout: 60_000,
  });
  const firstFrameMs = await page.evaluate(() => (window as unknown as { __firstFrame: number }).__firstFrame);
  const behindEdge: number[] = [];
  const sampled = Date.now();
  for (let i = 0; i < samples; i++) {
    await page.waitForTimeout(1000);
    behindEdge.push(
      await page.evaluate(() => {
        const v = document.querySelector('video')!;
        // hls.js on MSE may leave seekable empty for a live stream; it buffers up to the edge anyway
        const r = v.seekable.length ? v.seekable : v.buffered;
        return r.length ? r.end(r.length - 1) - v.currentTime : Number.NaN;
      }),
    );
  }
  const perS = (times: number[]) =>
    samples ? times.filter((t) => t >= sampled).length / ((Date.now() - sampled) / 1000) : Number.NaN;
  const [playlistsPerS, segmentsPerS] = [perS(asked.playlists), perS(asked.segments)];
  const hlsJs = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/hls\.[0-9a-f]+\.js$/.test(e.name)),
  );
  await context.close();
  return { firstFrameMs, hlsJs, behindEdge, playlistsPerS, segmentsPerS };
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const max = (xs: number[]) => Math.max(...xs.filter((x) => Number.isFinite(x)));

runBench(() =>
  withSuiteAndBrowser('room-video', PORTS, { VLIVE_SCHEDULE_MS: '1000' }, async (suite, browser) => {
    const room = await waitForLiveRoom(suite.apiUrl);
    const roomUrl = `${suite.hostUrl}/vlive/detail/${room.id}`;
    // the first open warms nothing the fan's cold context could reuse; all opens are counted
    const opens: Open[] = [];
    for (let i = 0; i < OPENS; i++) opens.push(await openRoom(browser, roomUrl, i === 0 ? LATENCY_SAMPLES : 0));
    const edgeLag: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      const text = await (await fetch(room.playlist)).text();
      edgeLag.push((Date.now() - playlistEdge(text)) / 1000);
      await new Promise((r) => setTimeout(r, 730));
    }
    const frames = opens.map((o) => o.firstFrameMs);
    const [fMedian, fWorst] = [median(frames).toFixed(0), max(frames).toFixed(0)];
    const behind = opens[0]!.behindEdge;
    const total = median(edgeLag) + median(behind);
    const worstTotal = (max(edgeLag) + max(behind)).toFixed(2);
    const player = opens.some((o) => o.hlsJs) ? 'hls.js' : "the browser's own HLS";
    console.info(`room video: live studio room ${room.id}, ${OPENS} cold opens at 375×812 (Chromium, ${player})`);
    console.info(`  open → first frame   median ${fMedian} ms, worst ${fWorst} ms   (goal ≤ 2000 ms)`);
    console.info(
      `  playlist edge behind the clock   median ${median(edgeLag).toFixed(2)} s, worst ${max(edgeLag).toFixed(2)} s`,
    );
    console.info(
      `  player behind the edge           median ${median(behind).toFixed(2)} s, worst ${max(behind).toFixed(2)} s`,
    );
    console.info(
      `  live latency (clock → picture)   median ${total.toFixed(2)} s, worst ${worstTotal} s   (goal ≤ 6 s)`,
    );
    const first = opens[0]!;
    console.info(
      `  the player's requests            playlist ${first.playlistsPerS.toFixed(2)}/s, ` +
        `segments ${first.segmentsPerS.toFixed(2)}/s   (goal: playlist ≤ 1.5/s)`,
    );
    const c = await crowd(room.playlist, CROWD, CROWD_MS, suite.serverPid());
    const per = (n: number) => (n / c.viewers / c.seconds).toFixed(2);
    const cpu = c.serverCpuPercent === null ? 'n/a' : `${c.serverCpuPercent.toFixed(0)} % of one core`;
    console.info(
      `${c.viewers} simulated viewers on room ${room.id} for ${c.seconds.toFixed(0)} s (one address, own viewer ids)`,
    );
    console.info(`  per viewer per second   playlist ${per(c.playlists)}, segments ${per(c.segments)}`);
    console.info(`  refused (429) ${c.refused}, other failures ${c.failed}; server CPU ${cpu}`);
  }),
);
