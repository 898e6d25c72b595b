import {
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS_LABELS,
  hasBasketballStarted,
  hasFootballStarted,
  hasStarted,
  isBasketballFinished,
  isBasketballLive,
  isFinished,
  isFootballFinished,
  isFootballHalfInPlay,
  isFootballLive,
  isLive,
  isUpcoming,
} from './statuses';

const football = Object.keys(FOOTBALL_STATUS_LABELS).map(Number);
const basketball = Object.keys(BASKETBALL_STATUS_LABELS).map(Number);
const where = (statuses: number[], test: (s: number) => boolean) => statuses.filter(test);

describe('football statuses', () => {
  it('covers 0 to 13', () => expect(football).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
  it('is live from the first half to penalties', () =>
    expect(where(football, isFootballLive)).toEqual([2, 3, 4, 5, 6, 7]));
  it('has started unless not begun, postponed, cancelled or undecided', () =>
    expect(where(football, (s) => !hasFootballStarted(s))).toEqual([1, 9, 12, 13]));
  it('is finished only at 完', () => expect(where(football, isFootballFinished)).toEqual([8]));
  it('counts the minute in the two halves only', () => expect(where(football, isFootballHalfInPlay)).toEqual([2, 4]));
  it('every live status has started, and a finished match has too', () => {
    for (const s of where(football, isFootballLive)) expect(hasFootballStarted(s)).toBe(true);
    expect(hasFootballStarted(8)).toBe(true);
  });
});

describe('basketball statuses', () => {
  it('covers 0 to 15', () => expect(basketball).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]));
  it('is live from the first quarter to overtime', () =>
    expect(where(basketball, isBasketballLive)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]));
  it('has started unless not begun, cancelled, postponed or undecided', () =>
    expect(where(basketball, (s) => !hasBasketballStarted(s))).toEqual([1, 12, 13, 15]));
  it('is finished only at 完', () => expect(where(basketball, isBasketballFinished)).toEqual([10]));
});

describe('by sport', () => {
  it('answers with the sport named', () => {
    expect(where(football, (s) => isLive('football', s))).toEqual(where(football, isFootballLive));
    expect(where(basketball, (s) => isLive('basketball', s))).toEqual(where(basketball, isBasketballLive));
    expect(where(basketball, (s) => hasStarted('basketball', s))).toEqual(where(basketball, hasBasketballStarted));
    expect(where(football, (s) => hasStarted('football', s))).toEqual(where(football, hasFootballStarted));
    expect(isFinished('football', 10)).toBe(false);
    expect(isFinished('basketball', 10)).toBe(true);
  });
  it('is upcoming at 未开始 only, in both sports', () => {
    expect(where(football, isUpcoming)).toEqual([1]);
    expect(where(basketball, isUpcoming)).toEqual([1]);
  });
});
