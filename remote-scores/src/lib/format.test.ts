import { clock, dayClock, shortDate } from './format';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime() / 1000;

describe('dates and times', () => {
  it('history rows carry the year, since head-to-head spans seasons', () => {
    expect(shortDate(at(2024, 9, 5, 20, 30))).toBe('24-09-05');
    expect(shortDate(at(2026, 1, 16))).toBe('26-01-16');
  });

  it('kick-off times are HH:mm, headers MM-DD HH:mm', () => {
    expect(clock(at(2026, 11, 25, 6, 5))).toBe('06:05');
    expect(dayClock(at(2026, 11, 25, 6, 45))).toBe('11-25 06:45');
  });
});
