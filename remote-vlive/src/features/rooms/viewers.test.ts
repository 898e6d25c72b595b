import { formatViewers } from './viewers';

test('viewer counts switch to 万 from ten thousand, truncated to one decimal', () => {
  expect(formatViewers(0)).toBe('0');
  expect(formatViewers(9999)).toBe('9999');
  expect(formatViewers(12_345)).toBe('1.2万');
  expect(formatViewers(19_999)).toBe('1.9万');
});
