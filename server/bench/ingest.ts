/**
 * Anchors' RTMP ingest (src/vlive/media/ingest.ts) on a loopback port: `--rooms` anchors (default 3)
 * each push a pre-encoded H.264/AAC clip in real time (`-re -c copy`, so the pushers cost next to
 * nothing) whose picture flashes white for 0.2 s at FLASH_AT s of each push — the clock burned into
 * the stream. Prints, per push: first segment (publish → first HLS segment listed), latency (the
 * flash sent → the segment holding it listed in the room's playlist; a player holding three
 * one-second segments adds about 3 s), and the transmux CPU per room (ffmpeg's own CPU time, from
 * /proc, over the push) plus the Node process's (node-media-server) per room.
 *   pnpm --filter @kickoff/server bench:ingest [-- --rooms 3 --rounds 2]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFfmpeg } from '../src/vlive/media/ffmpeg';
import { INGEST_PLAYLIST, Ingest } from '../src/vlive/media/ingest';
import { benchArgs } from './bench-server';

const args = benchArgs();
const rooms = Number(args.get('rooms') ?? 3);
const rounds = Number(args.get('rounds') ?? 2);
const CLIP_S = 10;
const FLASH_AT = 6;
const ffmpeg = findFfmpeg();
if (!ffmpeg) {
  console.info('ingest bench: no ffmpeg, skipped');
  process.exit(0);
}
const dir = mkdtempSync(path.join(tmpdir(), 'kickoff-bench-ingest-'));
const clip = path.join(dir, 'clip.flv');
spawnSync(ffmpeg, [
  ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${CLIP_S}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_S}`],
  ...['-vf', `drawbox=x=0:y=0:w=iw:h=ih:color=white:t=fill:enable='between(t,${FLASH_AT},${FLASH_AT + 0.2})'`],
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '25', '-keyint_min', '25', '-sc_threshold', '0'],
  ...['-pix_fmt', 'yuv420p', '-b:v', '800k', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', clip],
]);

const keyOf = (room: number) => `sk_${String(room).padStart(32, 'k')}`;
const live = new Map<number, { at: number; folder: string }>();
const ingestDir = path.join(dir, 'ingest');
const ingest = new Ingest({
  port: 0,
  host: '127.0.0.1',
  dir: ingestDir,
  ffmpeg,
  authorize: async (key) => {
    const room = Number(/^sk_k*(\d+)$/.exec(key)?.[1]);
    return room >= 1 && room <= rooms ? room : null;
  },
  events: {
    live: async (room, key) => void live.set(room, { at: performance.now(), folder: path.join(ingestDir, key) }),
    lost: async () => undefined,
  },
});
const port = await ingest.start();

/** ffmpeg's children of this process and their CPU seconds (utime + stime) */
function transmuxCpu(): number {
  const tick = 100;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid || !stat.includes('(ffmpeg)')) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmd.includes('-f\0hls')) total += (Number(fields[11]) + Number(fields[12])) / tick;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Whether a segment shows the white flash (mean luma of some frame over 200). */
function hasFlash(file: string): boolean {
  const r = spawnSync(
    ffmpeg!,
    ['-hide_banner', '-i', file, '-vf', 'signalstats,metadata=print:key=lavfi.signalstats.YAVG', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  return [...r.stderr.matchAll(/YAVG=([\d.]+)/g)].some((m) => Number(m[1]) > 200);
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const firstSegments: number[] = [];
const latencies: number[] = [];
const cpuPerRoom: number[] = [];

for (let round = 0; round < rounds; round++) {
  live.clear();
  const cpu0 = transmuxCpu();
  const node0 = process.cpuUsage();
  const wall0 = performance.now();
  const pushers: ChildProcess[] = [];
  const started = new Map<number, number>();
  for (let room = 1; room <= rooms; room++) {
    started.set(room, performance.now());
    pushers.push(
      spawn(
        ffmpeg,
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-re',
          '-i',
          clip,
          '-c',
          'copy',
          '-f',
          'flv',
          `rtmp://127.0.0.1:${port}/live/${keyOf(room)}`,
        ],
        { stdio: 'ignore' },
      ),
    );
  }
  // watch every room's playlist for the segment that holds its flash
  const found = new Map<number, number>();
  const seen = new Set<string>();
  let peakCpu = 0;
  while (found.size < rooms && performance.now() - wall0 < (CLIP_S + 10) * 1000) {
    await new Promise((r) => setTimeout(r, 40));
    peakCpu = Math.max(peakCpu, transmuxCpu());
    for (const [room, l] of live) {
      if (found.has(room)) continue;
      const list = path.join(l.folder, INGEST_PLAYLIST);
      if (!existsSync(list)) continue;
      for (const seg of readFileSync(list, 'utf8')
        .split('\n')
        .filter((x) => x && !x.startsWith('#'))) {
        const key = `${room}/${round}/${seg}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const at = performance.now();
        if (at - started.get(room)! < (FLASH_AT - 1) * 1000) continue;
        if (hasFlash(path.join(l.folder, seg))) found.set(room, at);
      }
    }
  }
  for (const [room, at] of found) latencies.push(at - started.get(room)! - FLASH_AT * 1000);
  for (const [room, l] of live) firstSegments.push(l.at - started.get(room)!);
  const wall = (performance.now() - wall0) / 1000;
  const node = process.cpuUsage(node0);
  cpuPerRoom.push(((peakCpu - cpu0 + (node.user + node.system) / 1e6) / wall / rooms) * 100);
  await Promise.all(pushers.map((p) => new Promise((r) => (p.exitCode !== null ? r(null) : p.once('exit', r)))));
  await new Promise((r) => setTimeout(r, 500));
}
await ingest.close();
rmSync(dir, { recursive: true, force: true });

const ms = (x: number) => `${Math.round(x)} ms`;
const spread = (xs: number[]) => `p50 ${ms(pct(xs, 0.5))}  p95 ${ms(pct(xs, 0.95))}`;
const cpus = cpuPerRoom.map((c) => `${c.toFixed(1)}%`).join(' / ');
console.info(
  [
    `ingest: ${rooms} rooms × ${rounds} pushes of ${CLIP_S} s (H.264/AAC, -c copy transmux, 1 s segments)`,
    `  first segment   ${spread(firstSegments)}  (${firstSegments.length} pushes)`,
    `  latency         ${spread(latencies)}  (flash sent → segment listed; ${latencies.length} of ${rooms * rounds})`,
    `  CPU per room    ${cpus} of one core (transmux ffmpeg + node-media-server)`,
  ].join('\n'),
);
