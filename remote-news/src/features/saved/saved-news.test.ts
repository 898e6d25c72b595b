/** @jest-environment jsdom */
import { isSaved, toggleSaved } from './saved-news';

beforeEach(() => localStorage.clear());

test('saving keeps what the shortcut had, newest first, and a second tap removes only this one', () => {
  localStorage.setItem('newsNav', JSON.stringify([{ tag: '圈子', title: '今晚谁能赢？', link1: 'qz', code: 'P1' }]));
  const item = { tag: '英超', title: '曼城2-1热刺', link1: 'zx', type: 1002, id: 31 };
  expect(toggleSaved(item)).toBe(true);
  expect(isSaved(item)).toBe(true);
  expect(JSON.parse(localStorage.getItem('newsNav')!)).toEqual([
    item,
    { tag: '圈子', title: '今晚谁能赢？', link1: 'qz', code: 'P1' },
  ]);
  expect(toggleSaved(item)).toBe(false);
  expect(JSON.parse(localStorage.getItem('newsNav')!)).toHaveLength(1);
});
