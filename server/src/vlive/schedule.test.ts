/** Studio rooms take turns off air so some are always live; match rooms go to the biggest live matches. */
import type { TvMatch } from '@kickoff/shared/contracts';
import { bigLiveMatches, matchRoomTitle, MAX_MATCH_ROOMS, studioOnAir } from './schedule';

test('at every hour of the day at least four of five studio rooms are on air', () => {
  const midnight = Date.parse('2026-11-25T00:00:00+08:00');
  for (let h = 0; h < 24; h++) {
    const now = midnight + h * 3600_000 + 1;
    const on = [0, 1, 2, 3, 4].filter((i) => studioOnAir(i, now)).length;
    expect(on).toBeGreaterThanOrEqual(3);
  }
  // each studio room is off for four hours a day
  for (const i of [0, 1, 2]) {
    const off = Array.from({ length: 24 }, (_, h) => studioOnAir(i, midnight + h * 3600_000 + 1)).filter((x) => !x);
    expect(off).toHaveLength(4);
  }
});

const tv = (
  id: number,
  leagueId: number,
  s: number,
  hasVideo = true,
  sport: TvMatch['sport'] = 'football',
): TvMatch => ({
  id,
  sport,
  ot: 1_000 + id,
  league: { id: leagueId, name: `L${leagueId}`, color: '#000' } as TvMatch['league'],
  home: { id: 1, name: '主队' } as TvMatch['home'],
  away: { id: 2, name: '客队' } as TvMatch['away'],
  s,
  sc: [0, 0],
  hasVideo,
  hasAnim: true,
});

test('only live matches with video get rooms, the biggest leagues first, a few at most', () => {
  const list = [tv(1, 999, 2), tv(2, 36, 4), tv(3, 36, 1), tv(4, 103, 3, false), tv(5, 103, 2)];
  expect(bigLiveMatches(list).map((m) => m.id)).toEqual([5, 2, 1]);
  const many = Array.from({ length: 20 }, (_, i) => tv(100 + i, 36, 2));
  expect(bigLiveMatches(many)).toHaveLength(MAX_MATCH_ROOMS);
});

test('a basketball room names the away side first', () => {
  expect(matchRoomTitle(tv(1, 1, 2, true, 'basketball'))).toBe('L1 客队 vs 主队');
  expect(matchRoomTitle(tv(1, 36, 2))).toBe('L36 主队 vs 客队');
});
