import type { LeagueFilterGroup } from '@kickoff/shared/contracts';
import {
  applyFilter,
  filterFromSelection,
  hiddenBy,
  hotIds,
  initialSelection,
  invert,
  NO_FILTER,
  passes,
} from './league-filter';

const groups: LeagueFilterGroup[] = [
  { letter: 'D', countList: [{ leagueId: 1, name: '德甲', count: 5, isChecked: true, hot: true }] },
  {
    letter: 'Y',
    countList: [
      { leagueId: 2, name: '英超', count: 7, isChecked: true, hot: true },
      { leagueId: 3, name: '英冠', count: 12, isChecked: true, hot: false },
    ],
  },
];

describe('league filter', () => {
  const m = (li: number, extra: object = {}) => ({ li, isShow: 1 as const, ...extra });

  it('shows chosen leagues only and counts the hidden matches', () => {
    const rows = [m(1), m(2), m(3), m(3)];
    const { shown, hidden } = applyFilter(rows, { kind: 'leagues', ids: [1, 2] });
    expect(shown.map((r) => r.li)).toEqual([1, 2]);
    expect(hidden).toBe(2);
  });

  it('filters by lottery list', () => {
    expect(passes(m(1, { jczq: '周三001' }), { kind: 'jczq', ids: [] })).toBe(true);
    expect(passes(m(1), { kind: 'jczq', ids: [] })).toBe(false);
    expect(passes(m(1, { bjdc: '001' }), { kind: 'bjdc', ids: [] })).toBe(true);
  });

  it('honours the server isShow flag without a filter', () => {
    expect(passes({ li: 1, isShow: 0 }, NO_FILTER)).toBe(false);
  });

  it('select all, invert and hot', () => {
    expect([...invert(groups, new Set([1]))].sort()).toEqual([2, 3]);
    expect([...hotIds(groups)].sort()).toEqual([1, 2]);
    expect(hiddenBy(groups, new Set([1, 2]))).toBe(12);
    expect(hiddenBy(groups, new Set([1, 2, 3]))).toBe(0);
  });

  it('stores every league as no filter, fewer as a league list', () => {
    expect(filterFromSelection(groups, new Set([1, 2, 3]))).toEqual(NO_FILTER);
    expect(filterFromSelection(groups, new Set([3, 1]))).toEqual({ kind: 'leagues', ids: [1, 3] });
    expect([...initialSelection(groups, { kind: 'leagues', ids: [2] })]).toEqual([2]);
    expect([...initialSelection(groups, NO_FILTER)].sort()).toEqual([1, 2, 3]);
  });
});
