/**
 * Simulated HLS viewers for the bench: each polls a live playlist and fetches its new segments one
 * at a time, as a player does — it starts three segments from the edge and reloads one target
 * duration after a change, half of it when the playlist is unchanged — with a viewer id of its own,
 * until a deadline. The server's CPU time over the run comes from /proc (Linux).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { HLS_VIEWER_PARAM } from '@kickoff/shared/contracts/vlive';

export interface ViewerCounts {
  playlists: number;
  segments: number;
  /** answers 429 */
  refused: number;
  /** other failures (HTTP errors, network) */
  failed: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

function tagged(url: string, viewer: string): string {
  const u = new URL(url);
  u.searchParams.set(HLS_VIEWER_PARAM, viewer);
  return u.href;
}

async function get(url: string, counts: ViewerCounts): Promise<string | null> {
  try {
    const res = await fetch(url);
    const body = await res.text();
    if (res.ok) return body;
    if (res.status === 429) counts.refused++;
    else counts.failed++;
  } catch {
    counts.failed++;
  }
  return null;
}

/** One viewer until `untilMs`; `viewer` null: its requests name no viewer (as players did before viewer ids). */
export async function watch(
  playlistUrl: string,
  viewer: string | null,
  untilMs: number,
  counts: ViewerCounts,
): Promise<void> {
  const tag = (url: string) => (viewer ? tagged(url, viewer) : url);
  let previous = '';
  let next = -1;
  while (Date.now() < untilMs) {
    const started = Date.now();
    counts.playlists++;
    const text = await get(tag(playlistUrl), counts);
    const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text ?? '')?.[1] ?? 1) * 1000;
    if (text) {
      const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
      const uris = text.split('\n').filter((l) => l && !l.startsWith('#'));
      if (next < 0) next = first + Math.max(0, uris.length - 3);
      for (let seq = Math.max(next, first); seq < first + uris.length && Date.now() < untilMs; seq++) {
        counts.segments++;
        await get(tag(new URL(uris[seq - first]!, playlistUrl).href), counts);
        next = seq + 1;
      }
    }
    const changed = text !== null && text !== previous;
    previous = text ?? previous;
    await sleep(Math.min((changed ? target : target / 2) - (Date.now() - started), untilMs - Date.now()));
  }
}

/** CPU seconds (user + system) a process has used, or null where /proc is not there. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // fields after the command name: state is 3rd, utime 14th, stime 15th of the whole line
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
    return (Number(rest[11]) + Number(rest[12])) / ticks;
  } catch {
    return null;
  }
}

export interface CrowdResult extends ViewerCounts {
  viewers: number;
  seconds: number;
  /** the server's CPU over the run, in % of one core (null: not measurable here) */
  serverCpuPercent: number | null;
}

/**
 * `viewers` simulated viewers on one live playlist for `ms`, their starts spread over the first
 * second; `viewerIds` false: their requests name no viewer.
 */
export async function crowd(
  playlistUrl: string,
  viewers: number,
  ms: number,
  serverPid?: number,
  viewerIds = true,
): Promise<CrowdResult> {
  const counts: ViewerCounts = { playlists: 0, segments: 0, refused: 0, failed: 0 };
  const cpuBefore = cpuSeconds(serverPid);
  const start = Date.now();
  const until = start + ms;
  await Promise.all(
    Array.from({ length: viewers }, async (_, i) => {
      await sleep((i * 1000) / viewers);
      await watch(playlistUrl, viewerIds ? `bench-viewer-${String(i).padStart(4, '0')}` : null, until, counts);
    }),
  );
  const seconds = (Date.now() - start) / 1000;
  const cpuAfter = cpuSeconds(serverPid);
  const serverCpuPercent = cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) / seconds) * 100 : null;
  return { ...counts, viewers, seconds, serverCpuPercent };
}
