/** The provider's statuses and scores read as the spec's, and the FOOTBALL_DATA_* settings. */
import { FOOTBALL_STATUS as F } from '@kickoff/shared/contracts';
import { ManualClock } from '../../clock';
import { scoreOf, statusOf } from './mapping';
import { RequestBudget } from './request-budget';
import { DEFAULT_COMPETITIONS, readFootballDataSettings } from './settings';
import type { FdMatch, FdScore, FdStatus } from './types';

function fd(status: FdStatus, score: Partial<FdScore> = {}, minute?: number | string): FdMatch {
  return {
    id: 1,
    utcDate: '2025-11-30T16:30:00Z',
    status,
    ...(minute !== undefined ? { minute } : {}),
    competition: { id: 2021, name: 'Premier League', code: 'PL' },
    homeTeam: { id: 61, name: 'Chelsea FC' },
    awayTeam: { id: 57, name: 'Arsenal FC' },
    score: {
      winner: null,
      duration: 'REGULAR',
      fullTime: { home: 1, away: 1 },
      halfTime: { home: null, away: null },
      ...score,
    },
  };
}

it('maps every provider status to the spec’s code', () => {
  expect(statusOf(fd('SCHEDULED'))).toBe(F.NOT_STARTED);
  expect(statusOf(fd('TIMED'))).toBe(F.NOT_STARTED);
  expect(statusOf(fd('IN_PLAY'))).toBe(F.FIRST_HALF);
  expect(statusOf(fd('PAUSED'), F.FIRST_HALF)).toBe(F.HALF_TIME);
  expect(statusOf(fd('FINISHED'))).toBe(F.FINISHED);
  expect(statusOf(fd('AWARDED'))).toBe(F.FINISHED);
  expect(statusOf(fd('POSTPONED'))).toBe(F.POSTPONED);
  expect(statusOf(fd('SUSPENDED'), F.SECOND_HALF)).toBe(F.INTERRUPTED);
  expect(statusOf(fd('CANCELLED'))).toBe(F.CANCELLED);
});

it('tells the halves apart by the status before, the minute or the half-time score', () => {
  expect(statusOf(fd('IN_PLAY'), F.HALF_TIME)).toBe(F.SECOND_HALF);
  expect(statusOf(fd('IN_PLAY'), F.SECOND_HALF)).toBe(F.SECOND_HALF);
  expect(statusOf(fd('IN_PLAY', {}, 67))).toBe(F.SECOND_HALF);
  expect(statusOf(fd('IN_PLAY', {}, '45+2'))).toBe(F.FIRST_HALF);
  expect(statusOf(fd('IN_PLAY', { halfTime: { home: 1, away: 0 } }))).toBe(F.SECOND_HALF);
});

it('reads extra time and the shoot-out from score.duration, and the break after 90 minutes keeps what was on', () => {
  expect(statusOf(fd('IN_PLAY', { duration: 'EXTRA_TIME' }), F.SECOND_HALF)).toBe(F.EXTRA_TIME);
  expect(statusOf(fd('EXTRA_TIME'), F.SECOND_HALF)).toBe(F.EXTRA_TIME);
  expect(statusOf(fd('IN_PLAY', { duration: 'PENALTY_SHOOTOUT' }), F.EXTRA_TIME)).toBe(F.PENALTIES);
  expect(statusOf(fd('PAUSED'), F.SECOND_HALF)).toBe(F.SECOND_HALF);
  expect(statusOf(fd('PAUSED'), F.EXTRA_TIME)).toBe(F.EXTRA_TIME);
});

it('keeps the shoot-out out of the score', () => {
  const shootOut = fd('FINISHED', {
    duration: 'PENALTY_SHOOTOUT',
    fullTime: { home: 5, away: 6 },
    halfTime: { home: 0, away: 1 },
    regularTime: { home: 1, away: 1 },
    extraTime: { home: 0, away: 0 },
    penalties: { home: 4, away: 5 },
  });
  expect(scoreOf(shootOut)).toEqual({ sc: [1, 1], hsc: [0, 1], psc: [4, 5] });
  const noBreakdown = fd('FINISHED', {
    duration: 'PENALTY_SHOOTOUT',
    fullTime: { home: 6, away: 7 },
    penalties: { home: 4, away: 5 },
  });
  expect(scoreOf(noBreakdown).sc).toEqual([2, 2]);
  expect(scoreOf(fd('SCHEDULED', { fullTime: { home: null, away: null } }))).toEqual({
    sc: [0, 0],
    hsc: null,
    psc: null,
  });
});

it('reads the settings: off without a token, the default competitions, clear errors', () => {
  expect(readFootballDataSettings({})).toBeNull();
  const s = readFootballDataSettings({ FOOTBALL_DATA_TOKEN: 'abc' });
  expect(s).toMatchObject({
    competitions: DEFAULT_COMPETITIONS,
    url: 'https://api.football-data.org',
    ratePerMinute: 10,
  });
  expect(
    readFootballDataSettings({ FOOTBALL_DATA_TOKEN: 'abc', FOOTBALL_DATA_COMPETITIONS: 'pl, cl' })?.competitions,
  ).toEqual(['PL', 'CL']);
  expect(() => readFootballDataSettings({ FOOTBALL_DATA_TOKEN: 'abc', FOOTBALL_DATA_COMPETITIONS: 'P L' })).toThrow(
    /competition code/,
  );
  expect(() => readFootballDataSettings({ FOOTBALL_DATA_TOKEN: 'abc', FOOTBALL_DATA_POLL_MS: '-1' })).toThrow(
    /FOOTBALL_DATA_POLL_MS/,
  );
  expect(() => readFootballDataSettings({ FOOTBALL_DATA_TOKEN: 'abc', FOOTBALL_DATA_URL: 'ftp://x' })).toThrow(
    /FOOTBALL_DATA_URL/,
  );
});

it('never lets more than the plan’s requests through in any minute, and waits out a Retry-After', () => {
  const clock = new ManualClock(0);
  const budget = new RequestBudget(10, clock);
  let sent = 0;
  for (let s = 0; s < 120; s++) {
    while (budget.take()) sent += 1;
    clock.advance(1000);
  }
  expect(sent).toBe(20);
  budget.blockUntil(clock.now() + 30_000);
  expect(budget.take()).toBe(false);
  expect(budget.waitMs()).toBe(30_000);
  clock.advance(30_000);
  expect(budget.take()).toBe(true);
});
