/**
 * HLS playlists over a room's encoded loop of segments. A live room is a sliding window driven by
 * the clock: segment k is on air from k × its length, the window holds the last few finished ones,
 * the media sequence advances with them, and each wrap of the loop is an EXT-X-DISCONTINUITY
 * (timestamps restart). A replay is a VOD playlist of the loop repeated for as long as its broadcast ran.
 */
export interface Loop {
  /** segment file names in play order */
  segments: readonly string[];
  /** seconds per segment */
  segmentSeconds: number;
}

/** EXT-X-TARGETDURATION: the longest segment, in whole seconds — how often a live playlist changes */
export const targetDuration = (loop: Loop) => Math.ceil(loop.segmentSeconds);

const head = (loop: Loop) => ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${targetDuration(loop)}`];

/**
 * The live playlist at `nowMs` with `window` segments; `base` prefixes each segment name. It lists
 * the segments finished by then, as an encoder's playlist would (the newest ends at most one segment
 * before now), each run of them stamped with the wall-clock time it began (EXT-X-PROGRAM-DATE-TIME),
 * so a player — or the bench — can tell how far behind the clock it plays. `shiftMs` moves this
 * room's point in the loop (rooms are not all at the same place).
 */
export function livePlaylist(loop: Loop, nowMs: number, window: number, base: string, shiftMs = 0): string {
  const n = loop.segments.length;
  const segMs = loop.segmentSeconds * 1000;
  const last = Math.floor((nowMs + shiftMs) / segMs) - 1;
  const first = Math.max(0, last - window + 1);
  const stamp = (seq: number) => `#EXT-X-PROGRAM-DATE-TIME:${new Date(seq * segMs - shiftMs).toISOString()}`;
  const lines = [
    ...head(loop),
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // discontinuities before the window: one per wrap (at n, 2n, …) at or before the first segment
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
  ];
  for (let seq = first; seq <= last; seq++) {
    if (seq > first && seq % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    if (seq === first || seq % n === 0) lines.push(stamp(seq));
    lines.push(`#EXTINF:${loop.segmentSeconds.toFixed(3)},`, `${base}${loop.segments[seq % n]}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A replay: `seconds` of video (default: the loop once) as an ended VOD playlist — the loop played
 * over and over, each wrap a discontinuity, so second t of the playlist is second t of the broadcast.
 */
export function vodPlaylist(loop: Loop, base: string, seconds = loop.segments.length * loop.segmentSeconds): string {
  const n = loop.segments.length;
  const count = Math.max(1, Math.ceil(seconds / loop.segmentSeconds));
  const lines = [...head(loop), '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0'];
  for (let seq = 0; seq < count; seq++) {
    if (seq > 0 && seq % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${loop.segmentSeconds.toFixed(3)},`, `${base}${loop.segments[seq % n]}`);
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
