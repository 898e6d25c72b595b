/**
 * A replay's chat driven by the video: `onTime` is fed the element's currentTime (timeupdate and
 * seeks); the lines due at that time are what the panel shows, the ones passed while playing go to
 * `onLine` (danmaku), and the minute-windows around the playhead are fetched as it moves. One
 * replay per mounted page (the room page is keyed by room and replay).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReplayChatLine, RoomReplay } from '@kickoff/shared/contracts/vlive';
import { replayChatWindow } from './replay-api';
import {
  crossedLines,
  dueCount,
  mergeByOffset,
  REPLAY_PANEL_LINES,
  REPLAY_WINDOW_MS,
  windowsAround,
} from './replay-sync';

export function useReplayChat(replay: RoomReplay | null, onLine: (line: ReplayChatLine) => void) {
  const [lines, setLines] = useState<ReplayChatLine[]>([]);
  const [timeMs, setTimeMs] = useState(0);
  const held = useRef(lines);
  const prev = useRef(0);
  const fetched = useRef(new Set<number>());
  const cb = useRef(onLine);
  useEffect(() => {
    cb.current = onLine;
    held.current = lines;
  });

  const replayId = replay?.id ?? 0;
  const duration = replay ? replay.endedAt - replay.startedAt : 0;

  const window = Math.floor(timeMs / REPLAY_WINDOW_MS);
  useEffect(() => {
    if (!replayId) return;
    for (const w of windowsAround(window * REPLAY_WINDOW_MS, duration)) {
      if (fetched.current.has(w)) continue;
      fetched.current.add(w);
      replayChatWindow(replayId, w).then(
        (got) => setLines((h) => mergeByOffset(h, got)),
        // asked again when the playhead comes back to it
        () => fetched.current.delete(w),
      );
    }
  }, [replayId, window, duration]);

  const onTime = useCallback((seconds: number) => {
    const ms = Math.round(seconds * 1000);
    for (const l of crossedLines(held.current, prev.current, ms)) cb.current(l);
    prev.current = ms;
    setTimeMs(ms);
  }, []);

  const end = dueCount(lines, timeMs);
  // a new array only when the lines said by now change (not on every timeupdate)
  const due = useMemo(() => lines.slice(Math.max(0, end - REPLAY_PANEL_LINES), end), [lines, end]);
  return { lines: due, onTime };
}
