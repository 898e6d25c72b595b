/** The live window slides with the clock, its sequence numbers advance, and each loop wrap is a discontinuity. */
import { livePlaylist, vodPlaylist, type Loop } from './playlist';

const loop: Loop = { segments: ['s0.ts', 's1.ts', 's2.ts', 's3.ts', 's4.ts'], segmentSeconds: 2 };
const entries = (text: string) => text.split('\n').filter((l) => l.endsWith('.ts'));
const tag = (text: string, name: string) => Number(new RegExp(`#${name}:(\\d+)`).exec(text)?.[1]);

test('a live playlist holds the last few finished segments, and advances every segment', () => {
  const at = livePlaylist(loop, 20_000, 4, 'k/');
  // 20 s / 2 s: segment 10 has just begun, 9 is the newest finished: 6, 7, 8, 9 → files 1, 2, 3, 4
  expect(entries(at)).toEqual(['k/s1.ts', 'k/s2.ts', 'k/s3.ts', 'k/s4.ts']);
  expect(tag(at, 'EXT-X-MEDIA-SEQUENCE')).toBe(6);
  expect(at).not.toContain('#EXT-X-ENDLIST');
  const later = livePlaylist(loop, 22_500, 4, 'k/');
  expect(tag(later, 'EXT-X-MEDIA-SEQUENCE')).toBe(7);
  expect(entries(later)).toEqual(['k/s2.ts', 'k/s3.ts', 'k/s4.ts', 'k/s0.ts']);
});

test('the live edge is the clock at most one segment ago, stamped with wall-clock time', () => {
  const stamps = (text: string) => [...text.matchAll(/#EXT-X-PROGRAM-DATE-TIME:(.+)/g)].map((m) => Date.parse(m[1]!));
  for (const now of [22_000, 23_999, 1_700_000_001_234]) {
    const text = livePlaylist(loop, now, 4, '');
    const first = stamps(text)[0]!;
    const edge = first + entries(text).length * 2_000;
    expect(now - edge).toBeGreaterThanOrEqual(0);
    expect(now - edge).toBeLessThan(2_000);
  }
  // a room shifted 7 s along its loop still stamps wall-clock time
  const shifted = livePlaylist(loop, 22_000, 4, '', 7_000);
  const edge = stamps(shifted)[0]! + 4 * 2_000;
  expect(22_000 - edge).toBeGreaterThanOrEqual(0);
  expect(22_000 - edge).toBeLessThan(2_000);
});

test('the loop wrap is marked (and stamped again), and the discontinuity sequence counts the wraps that left', () => {
  const at = livePlaylist(loop, 22_000, 4, '');
  const lines = at.split('\n');
  expect(lines[lines.indexOf('s0.ts') - 3]).toBe('#EXT-X-DISCONTINUITY');
  expect(lines[lines.indexOf('s0.ts') - 2]).toBe('#EXT-X-PROGRAM-DATE-TIME:1970-01-01T00:00:20.000Z');
  expect(tag(at, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(1);
  // window 10..13 begins at a wrap: the tag has left, the count says so
  const next = livePlaylist(loop, 28_000, 4, '');
  expect(entries(next)[0]).toBe('s0.ts');
  expect(next).not.toContain('#EXT-X-DISCONTINUITY\n');
  expect(tag(next, 'EXT-X-DISCONTINUITY-SEQUENCE')).toBe(2);
});

test('a replay is the loop once, as an ended VOD playlist', () => {
  const vod = vodPlaylist(loop, 'k/');
  expect(entries(vod)).toHaveLength(5);
  expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
  expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
});

test('a replay as long as its broadcast repeats the loop, each wrap a discontinuity', () => {
  const vod = vodPlaylist(loop, 'k/', 25);
  // 25 s of 2 s segments: 13 entries, the loop (5) wrapping twice
  expect(entries(vod)).toHaveLength(13);
  expect(entries(vod).slice(4, 7)).toEqual(['k/s4.ts', 'k/s0.ts', 'k/s1.ts']);
  expect(vod.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2);
  expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
});
