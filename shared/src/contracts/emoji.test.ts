import { EMOJI_SET, emojiCode, splitEmoji } from './emoji';

describe('the emoji set', () => {
  it('names each face by its code points without FE0F, once', () => {
    expect(emojiCode('😀')).toBe('1f600');
    expect(emojiCode('❤️')).toBe('2764');
    expect(emojiCode('✌️')).toBe('270c');
    expect(new Set(EMOJI_SET.map((e) => e.code)).size).toBe(EMOJI_SET.length);
  });

  it('cuts text into plain runs and faces of the set, with or without the variation selector', () => {
    expect(splitEmoji('好球⚽太棒了❤️❤👽')).toEqual([
      { text: '好球' },
      { emoji: expect.objectContaining({ code: '26bd', name: '足球' }) },
      { text: '太棒了' },
      { emoji: expect.objectContaining({ code: '2764' }) },
      { emoji: expect.objectContaining({ code: '2764' }) },
      { text: '👽' },
    ]);
    expect(splitEmoji('<b>x</b>')).toEqual([{ text: '<b>x</b>' }]);
    expect(splitEmoji('')).toEqual([]);
  });
});
