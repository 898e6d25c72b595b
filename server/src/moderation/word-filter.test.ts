/** The shared word filter: what a fan types is masked in place, and names with a banned word are found. */
import { BANNED_WORDS } from './banned-words';
import { normalWord } from './banned-word-store';
import { createWordFilter, findBanned, maskBanned, setBannedWords } from './word-filter';

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

test('the list can be swapped while callers stay synchronous; an empty list masks nothing', () => {
  setBannedWords(['黑哨']);
  expect(maskBanned('黑哨和傻逼')).toEqual({ text: '＊＊和傻逼', hits: 1 });
  setBannedWords([]);
  expect(maskBanned('黑哨和傻逼')).toEqual({ text: '黑哨和傻逼', hits: 0 });
  setBannedWords(BANNED_WORDS);
  expect(findBanned('黑哨和傻逼')).toBe('傻逼');
});

test('a word staff add is stored as it is matched: NFKC, lower case, trimmed, one word', () => {
  expect(normalWord(' ＦＵＣＫ ')).toBe('fuck');
  expect(() => normalWord('  ')).toThrow('请填写违禁词');
  expect(() => normalWord('加 微信')).toThrow('违禁词不能包含空格');
  expect(() => normalWord('字'.repeat(21))).toThrow('违禁词最多 20 个字');
});
