/** Which replayed chat lines are due for a time of the video, which a playing step passes, which windows to fetch. */
import type { ReplayChatLine } from '@kickoff/shared/contracts/vlive';
import { crossedLines, dueCount, dueLines, mergeByOffset, windowsAround } from './replay-sync';

const line = (id: number, offset: number): ReplayChatLine => ({
  id,
  roomId: 1,
  userId: 2,
  nickName: '球迷',
  noble: 0,
  text: `第${id}句`,
  clientId: `c-${id}`,
  time: 1_700_000_000_000 + offset,
  offset,
});
const lines = [line(1, 3_000), line(2, 7_000), line(3, 7_000), line(4, 12_000), line(5, 90_000)];
const ids = (ls: ReplayChatLine[]) => ls.map((l) => l.id);

test('the lines said at or before a time are due; seeking back or forth recomputes them', () => {
  expect(dueCount(lines, 0)).toBe(0);
  expect(ids(dueLines(lines, 2_999))).toEqual([]);
  expect(ids(dueLines(lines, 3_000))).toEqual([1]);
  expect(ids(dueLines(lines, 8_000))).toEqual([1, 2, 3]);
  expect(ids(dueLines(lines, 100_000))).toEqual([1, 2, 3, 4, 5]);
  // back to the start: nothing said yet
  expect(ids(dueLines(lines, 1_000))).toEqual([]);
  // the panel keeps the newest few
  expect(ids(dueLines(lines, 100_000, 2))).toEqual([4, 5]);
});

test('playing passes lines once each; a pause, a seek or a step back passes none', () => {
  expect(ids(crossedLines(lines, 2_750, 3_000))).toEqual([1]);
  expect(ids(crossedLines(lines, 3_000, 3_250))).toEqual([]);
  expect(ids(crossedLines(lines, 6_900, 7_150))).toEqual([2, 3]);
  // paused: the time does not move
  expect(ids(crossedLines(lines, 7_000, 7_000))).toEqual([]);
  // a seek over many lines flies none of them
  expect(ids(crossedLines(lines, 0, 95_000))).toEqual([]);
  expect(ids(crossedLines(lines, 95_000, 6_000))).toEqual([]);
});

test('the windows around the playhead are fetched, within the replay', () => {
  expect(windowsAround(0, 20 * 60_000)).toEqual([0, 1]);
  expect(windowsAround(125_000, 20 * 60_000)).toEqual([1, 2, 3]);
  expect(windowsAround(19 * 60_000 + 5_000, 20 * 60_000)).toEqual([18, 19]);
  expect(windowsAround(30_000, 45_000)).toEqual([0]);
});

test('fetched windows merge into one list by offset, each line once', () => {
  const merged = mergeByOffset([line(4, 12_000), line(1, 3_000)], [line(3, 7_000), line(1, 3_000), line(2, 7_000)]);
  expect(ids(merged)).toEqual([1, 2, 3, 4]);
});
