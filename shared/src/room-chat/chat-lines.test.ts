import type { RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { MAX_LINES, mergeLines, removeLine } from './chat-lines';

const line = (id: number): RoomChatLine => ({
  id,
  roomId: 1,
  userId: 1,
  nickName: 'a',
  noble: 0,
  text: `l${id}`,
  clientId: `c${id}`,
  time: id,
});

test('a line pushed and answered to its sender is held once, in order', () => {
  const held = mergeLines([line(1), line(3)], [line(2)]);
  expect(mergeLines(held, [line(2), line(3)])).toBe(held);
  expect(held.map((l) => l.id)).toEqual([1, 2, 3]);
});

test('the newest lines are kept, and a deleted line goes', () => {
  const many = mergeLines(
    [],
    Array.from({ length: MAX_LINES + 10 }, (_, i) => line(i + 1)),
  );
  expect(many).toHaveLength(MAX_LINES);
  expect(many[0]!.id).toBe(11);
  expect(removeLine(many, 11)[0]!.id).toBe(12);
});
