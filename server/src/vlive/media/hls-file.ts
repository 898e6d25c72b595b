/**
 * Playlists written by an anchor's stream's muxer (ffmpeg in `npm start`, nginx-rtmp in the
 * production topology): both keep the stream's whole playlist (every segment since it connected —
 * the recording), and fans' live playlist is its last few segments.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface HlsSegment {
  /** the file's name in the stream's folder */
  name: string;
  seconds: number;
  /** wall-clock ms of its first frame, when the muxer says (EXT-X-PROGRAM-DATE-TIME) */
  time: number | null;
}

export interface HlsFile {
  /** EXT-X-MEDIA-SEQUENCE: the number of the first segment listed */
  sequence: number;
  segments: HlsSegment[];
}

/** The segments a muxer's playlist lists, with their lengths and times. */
export function parseHls(text: string): HlsFile {
  let sequence = 0;
  let seconds = 0;
  let time: number | null = null;
  const segments: HlsSegment[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.slice(22)) || 0;
    else if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice(8)) || 0;
    else if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) {
      const t = Date.parse(line.slice(25));
      time = Number.isNaN(t) ? null : t;
    } else if (line && !line.startsWith('#')) {
      segments.push({ name: path.basename(line), seconds, time });
      seconds = 0;
      time = null;
    }
  }
  return { sequence, segments };
}

const cache = new Map<string, { mtimeMs: number; size: number; file: HlsFile }>();
/** playlists kept parsed at most (one per stream on air, and replays being watched) */
const CACHE_MAX = 200;

/** The playlist at `file`, parsed once per change (a live one changes once a segment), or null when missing. */
export function readHls(file: string): HlsFile | null {
  let st;
  try {
    st = statSync(file);
  } catch {
    cache.delete(file);
    return null;
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.file;
  const parsed = parseHls(readFileSync(file, 'utf8'));
  cache.delete(file);
  cache.set(file, { mtimeMs: st.mtimeMs, size: st.size, file: parsed });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return parsed;
}

const targetOf = (segments: readonly HlsSegment[]) => Math.max(1, ...segments.map((s) => Math.ceil(s.seconds)));

/**
 * Fans' live playlist: the stream's last `window` segments, each named `base` + its file, each
 * stamped with its wall-clock time where the muxer gave one (the bench reads latency from it).
 */
export function liveWindow(file: HlsFile, window: number, base: string): string {
  const first = Math.max(0, file.segments.length - window);
  const shown = file.segments.slice(first);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${targetOf(shown)}`,
    `#EXT-X-MEDIA-SEQUENCE:${file.sequence + first}`,
  ];
  for (const s of shown) {
    if (s.time !== null) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(s.time).toISOString()}`);
    lines.push(`#EXTINF:${s.seconds.toFixed(3)},`, `${base}${s.name}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A recording's VOD playlist: its runs (one per connect) one after another, each after the first a discontinuity. */
export function recordingVod(runs: ReadonlyArray<{ base: string; segments: readonly HlsSegment[] }>): string {
  const all = runs.flatMap((r) => r.segments);
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${targetOf(all)}`];
  lines.push('#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0');
  runs.forEach((run, i) => {
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const s of run.segments) lines.push(`#EXTINF:${s.seconds.toFixed(3)},`, `${run.base}${s.name}`);
  });
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
