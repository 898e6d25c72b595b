import type { ImMessage } from '@kickoff/shared/contracts';
import { contiguousTop, lastSeq, mergeMessages } from './thread-state';

const msg = (seq: number, text = `#${seq}`): ImMessage => ({
  id: seq,
  conversationId: 1,
  seq,
  fromId: 1,
  fromName: '球迷',
  kind: 'text',
  text,
  recalled: false,
  hidden: false,
  image: null,
  replyTo: null,
  clientId: `c${seq}`,
  time: seq,
});

describe('thread state', () => {
  it('merges pages and pushes in seq order; a seq seen again replaces the old copy', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, '撤回后')]);
    expect(merged.map((m) => [m.seq, m.text])).toEqual([
      [1, '#1'],
      [2, '#2'],
      [3, '撤回后'],
    ]);
    expect(lastSeq(merged)).toBe(3);
  });

  it('the contiguous top stops before the first hole, so the refill asks for what is missing', () => {
    expect(contiguousTop([])).toBe(0);
    expect(contiguousTop([msg(4), msg(5), msg(6)])).toBe(6);
    expect(contiguousTop([msg(4), msg(5), msg(8), msg(9)])).toBe(5);
  });
});
