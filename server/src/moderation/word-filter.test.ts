/** The shared word filter: what a fan types is masked in place, and names with a banned word are found. */
import { createWordFilter, findBanned, maskBanned } from './word-filter';

test('banned words are masked character for character, the rest of the message untouched', () => {
  expect(maskBanned('裁判是傻逼吧，这球明明越位了')).toEqual({ text: '裁判是＊＊吧，这球明明越位了', hits: 1 });
  expect(maskBanned('想要内幕消息就加微信 123')).toEqual({ text: '想要＊＊＊＊就＊＊＊ 123', hits: 2 });
  expect(maskBanned('梅西这脚射门太漂亮了！')).toEqual({ text: '梅西这脚射门太漂亮了！', hits: 0 });
});

test('case and full-width tricks do not get past it', () => {
  expect(maskBanned('FUCK this').text).toBe('＊＊＊＊ this');
  expect(maskBanned('ｆｕｃｋ').text).toBe('＊＊＊＊');
  expect(maskBanned('加VX聊').text).toBe('＊＊＊聊');
});

test('the longest word wins where two overlap', () => {
  const filter = createWordFilter(['他妈', '他妈的']);
  expect(filter.mask('他妈的').text).toBe('＊＊＊');
});

test('emoji and other multi-unit characters around a match stay intact', () => {
  expect(maskBanned('⚽️😡傻逼😡').text).toBe('⚽️😡＊＊😡');
});

test('findBanned names the word a nickname may not carry, or null', () => {
  expect(findBanned('球迷傻逼王')).toBe('傻逼');
  expect(findBanned('Ｆuck王')).toBe('Ｆuck');
  expect(findBanned('球迷小王')).toBeNull();
});
