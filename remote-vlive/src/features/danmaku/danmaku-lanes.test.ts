import { DanmakuLanes, LANE_GAP_MS } from './danmaku-lanes';

test('each free lane takes the oldest waiting line once per frame; busy lanes wait', () => {
  const lanes = new DanmakuLanes<string>(2);
  ['a', 'b', 'c'].forEach((x) => lanes.push(x));
  expect(lanes.take(0)).toEqual([
    { item: 'a', lane: 0 },
    { item: 'b', lane: 1 },
  ]);
  expect(lanes.take(100)).toEqual([]);
  expect(lanes.take(LANE_GAP_MS)).toEqual([{ item: 'c', lane: 0 }]);
});

test('a flood keeps only the newest lines waiting, and density changes the lanes', () => {
  const lanes = new DanmakuLanes<number>(3);
  for (let i = 0; i < 100; i++) lanes.push(i);
  expect(lanes.pending).toBe(40);
  expect(lanes.take(0).map((p) => p.item)).toEqual([60, 61, 62]);
  lanes.setLanes(5);
  expect(lanes.take(0).map((p) => p.lane)).toEqual([3, 4]);
});
