import { clock, dayClock, isoDate, monthDay, shortDate } from './match-time';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime() / 1000;

describe('match times (local)', () => {
  it('kick-off times are zero-padded HH:mm, headers MM-DD HH:mm', () => {
    expect(clock(at(2026, 11, 25, 6, 5))).toBe('06:05');
    expect(clock(at(2026, 11, 25, 23, 59))).toBe('23:59');
    expect(dayClock(at(2026, 1, 2, 6, 45))).toBe('01-02 06:45');
    expect(monthDay(at(2026, 3, 9, 23, 59))).toBe('03-09');
  });

  it('history rows carry a two-digit year, since head-to-head spans seasons', () => {
    expect(shortDate(at(2024, 9, 5, 20, 30))).toBe('24-09-05');
    expect(shortDate(at(2009, 1, 16))).toBe('09-01-16');
  });

  it('a day as the list calls want it', () => {
    expect(isoDate(new Date(2026, 0, 3, 23, 30))).toBe('2026-01-03');
  });
});
