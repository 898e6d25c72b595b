/**
 * A recorded replay's timeline: where a chat line sent at a wall-clock time shows in the video (the
 * anchor's away time cut out) and back; and the playlists made of an anchor's stream (fans' live
 * window, the recording's VOD).
 */
import { liveWindow, parseHls, recordingVod } from './media/hls-file';
import { offsetAt, wallAt, wholeTime, type Run } from './recordings';

// two pushes: 10 s of video from 1000 s, then (away 20 s) 5 s from 1030 s
const T0 = 1_000_000;
const runs: Run[] = [
  { wallStart: T0, videoStart: 0, duration: 10_000 },
  { wallStart: T0 + 30_000, videoStart: 10_000, duration: 5_000 },
];

test('a line shows where the picture was when it was sent; one sent while away, at the reconnect', () => {
  expect(offsetAt(runs, T0 + 4_000)).toBe(4_000);
  expect(offsetAt(runs, T0 + 15_000)).toBe(10_000);
  expect(offsetAt(runs, T0 + 29_999)).toBe(10_000);
  expect(offsetAt(runs, T0 + 32_000)).toBe(12_000);
  // after the last frame: at the end
  expect(offsetAt(runs, T0 + 60_000)).toBe(15_000);
  // never decreasing
  let last = -1;
  for (let t = T0 - 5_000; t < T0 + 70_000; t += 250) {
    const o = offsetAt(runs, t);
    expect(o).toBeGreaterThanOrEqual(last);
    last = o;
  }
});

test('a window of the video is the stretch of time whose lines show in it', () => {
  expect(wallAt(runs, 0)).toBe(T0);
  expect(wallAt(runs, 4_000)).toBe(T0 + 4_000);
  // the reconnect's first frame: from the end of the first push on (the away time's lines show there)
  expect(wallAt(runs, 10_000)).toBe(T0 + 10_000);
  expect(wallAt(runs, 10_001)).toBe(T0 + 30_001);
  expect(wallAt(runs, 15_000)).toBe(T0 + 35_000);
  expect(wallAt(runs, 15_001)).toBe(Infinity);
  // the smallest time at or after the offset, for every offset
  for (let offset = 0; offset <= 15_000; offset += 500) {
    const t = wallAt(runs, offset);
    expect(offsetAt(runs, t)).toBeGreaterThanOrEqual(offset);
    if (t > T0) expect(offsetAt(runs, t - 1)).toBeLessThan(offset);
  }
  // a generated broadcast: second t is startedAt + t
  expect(offsetAt(wholeTime(T0), T0 + 7_000)).toBe(7_000);
  expect(wallAt(wholeTime(T0), 7_000)).toBe(T0 + 7_000);
});

const FFMPEG_PLAYLIST = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:1
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-INDEPENDENT-SEGMENTS
${Array.from(
  { length: 9 },
  (_, i) => `#EXT-X-PROGRAM-DATE-TIME:${new Date(T0 + i * 1000).toISOString()}\n#EXTINF:1.000000,\nseg0000${i}.ts`,
).join('\n')}
`;

test("fans' live playlist is the last segments of the stream's playlist, stamped; the recording lists all", () => {
  const file = parseHls(FFMPEG_PLAYLIST);
  expect(file.segments).toHaveLength(9);
  expect(file.segments[2]).toEqual({ name: 'seg00002.ts', seconds: 1, time: T0 + 2000 });
  const live = liveWindow(file, 6, 'abc/');
  expect(live).toContain('#EXT-X-MEDIA-SEQUENCE:3\n');
  expect(live.split('\n').filter((l) => l.startsWith('abc/'))).toEqual(
    [3, 4, 5, 6, 7, 8].map((i) => `abc/seg0000${i}.ts`),
  );
  expect(live).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(T0 + 3000).toISOString()}`);
  expect(live).not.toContain('ENDLIST');

  const vod = recordingVod([
    { base: 'a/', segments: file.segments.slice(0, 2) },
    { base: 'b/', segments: file.segments.slice(0, 1) },
  ]);
  expect(vod.split('\n').filter((l) => l && !l.startsWith('#EXTINF'))).toEqual([
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
    'a/seg00000.ts',
    'a/seg00001.ts',
    '#EXT-X-DISCONTINUITY',
    'b/seg00000.ts',
    '#EXT-X-ENDLIST',
  ]);
});
