/**
 * A replay's chat against the video's clock (pure): lines are held sorted by offset (ms from the
 * broadcast's start = the video's currentTime × 1000); the panel shows the ones already said at the
 * current time, danmaku fly for the ones the playhead has just passed while playing (not for the
 * ones a seek jumps over), and the chat is fetched a minute-window at a time around the playhead.
 */
import type { ReplayChatLine } from '@kickoff/shared/contracts/vlive';

export const REPLAY_WINDOW_MS = 60_000;
/** lines the panel shows at most */
export const REPLAY_PANEL_LINES = 50;
/** a playhead step larger than this (or backwards) is a seek, not play */
const MAX_PLAY_STEP_MS = 2_000;

/** How many of the sorted `lines` are due at `ms` (said at or before it). */
export function dueCount(lines: readonly ReplayChatLine[], ms: number): number {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.offset <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The lines the panel shows at `ms`: the last `max` said by then, oldest first. */
export function dueLines(lines: readonly ReplayChatLine[], ms: number, max = REPLAY_PANEL_LINES): ReplayChatLine[] {
  const end = dueCount(lines, ms);
  return lines.slice(Math.max(0, end - max), end);
}

/** The lines the playhead passed going from `prevMs` to `ms` while playing; none for a seek or a pause. */
export function crossedLines(lines: readonly ReplayChatLine[], prevMs: number, ms: number): ReplayChatLine[] {
  const step = ms - prevMs;
  if (step <= 0 || step > MAX_PLAY_STEP_MS) return [];
  return lines.slice(dueCount(lines, prevMs), dueCount(lines, ms));
}

/** The windows (index = floor(offset / REPLAY_WINDOW_MS)) to have at `ms`: the one before, this one, the next. */
export function windowsAround(ms: number, durationMs: number): number[] {
  const at = Math.floor(Math.max(0, ms) / REPLAY_WINDOW_MS);
  const last = Math.max(0, Math.ceil(durationMs / REPLAY_WINDOW_MS) - 1);
  return [at - 1, at, at + 1].filter((w) => w >= 0 && w <= last);
}

/** Adds fetched lines (maybe already held) and keeps them sorted by offset, then by id. */
export function mergeByOffset(held: readonly ReplayChatLine[], incoming: readonly ReplayChatLine[]): ReplayChatLine[] {
  const byId = new Map(held.map((l) => [l.id, l]));
  for (const l of incoming) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => a.offset - b.offset || a.id - b.id);
}
