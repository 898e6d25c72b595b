import { relativeTimeZh } from './relative-time';

const NOW = Date.parse('2026-11-25T12:00:00+08:00');

test.each([
  [NOW - 20_000, '刚刚'],
  [NOW - 5 * 60_000, '5 分钟前'],
  [NOW - 3 * 3600_000, '3 小时前'],
  [NOW - 2 * 86_400_000, '2 天前'],
  [Date.parse('2026-11-01T08:00:00+08:00'), '11-01'],
  [Date.parse('2025-03-01T08:00:00+08:00'), '2025-03-01'],
])('%s reads %s', (t, text) => {
  expect(relativeTimeZh(t, NOW)).toBe(text);
});
