import { roundOf, seasonInPlay, seasonStart } from './season';

describe('season calendar', () => {
  it('European seasons start mid-August; 中超, 日职联 and 韩K联 play a calendar year from March', () => {
    expect(seasonStart(36, 2026)).toBe('2026-08-15');
    expect(seasonStart(60, 2026)).toBe('2026-03-01');
    expect(seasonInPlay(36, '2026-05-01')).toBe(2025);
    expect(seasonInPlay(36, '2026-11-24')).toBe(2026);
    expect(seasonInPlay(60, '2026-05-01')).toBe(2026);
    expect(seasonInPlay(60, '2026-02-01')).toBe(2025);
  });

  it('plays one round a week from the start, never past the last round', () => {
    expect(roundOf(36, '2026-08-15', 38)).toBe(1);
    expect(roundOf(36, '2026-08-21', 38)).toBe(1);
    expect(roundOf(36, '2026-08-22', 38)).toBe(2);
    // 101 days after 15 August: the 15th round, in late November as in the real Premier League
    expect(roundOf(36, '2026-11-24', 38)).toBe(15);
    expect(roundOf(36, '2027-07-01', 38)).toBe(38);
    expect(roundOf(60, '2026-02-01', 30)).toBe(30);
  });
});
