import { nicknameKey, nicknameProblem } from './nickname';

test('the key folds width and case: one name however it is typed', () => {
  expect(nicknameKey('篮球小Ｋ')).toBe(nicknameKey('篮球小k'));
  expect(nicknameKey('ＡｄＭｉｎ')).toBe('admin');
  expect(nicknameKey(' 老王 ')).toBe('老王');
});

test('2–12 characters, counted as characters, not UTF-16 units', () => {
  expect(nicknameProblem('王')).toBe('昵称长度应为2-12个字符');
  expect(nicknameProblem('一二三四五六七八九十一二三')).toBe('昵称长度应为2-12个字符');
  expect(nicknameProblem('⚽⚽')).toBeNull();
  expect(nicknameProblem('球迷小王')).toBeNull();
  expect(nicknameProblem('   ')).toBe('请输入昵称');
});

test('reserved words are refused however they are spaced, cased or widened', () => {
  for (const name of [
    '官方球迷',
    '开球客服',
    '管理员小李',
    '系统通知',
    'Admin王',
    'ＡＤＭＩＮ',
    'a d m i n',
    '官·方',
  ]) {
    expect(nicknameProblem(name)).toMatch(/保留字/);
  }
  expect(nicknameProblem('官方球迷')).toBe('昵称不能包含“官方”等保留字，请换一个');
});

test('control characters, zero-width characters and angle brackets are refused', () => {
  expect(nicknameProblem('老王<b>')).toMatch(/尖括号/);
  expect(nicknameProblem('老\u200b王')).toMatch(/控制字符/);
});
