import type { MatchSummary } from '@kickoff/shared/contracts';
import { outcomeFor, tally } from './form';

const league = { id: 1, name: '英超', color: '#3d195b' };
const m = (id: number, homeId: number, awayId: number, sc: [number, number] | null): MatchSummary => ({
  id,
  ot: 0,
  league,
  home: { id: homeId, name: `队${homeId}` },
  away: { id: awayId, name: `队${awayId}` },
  sc,
  hsc: null,
});

describe('form', () => {
  it('reads each result from the given team side', () => {
    expect(outcomeFor(10, m(1, 10, 20, [2, 1]))).toBe('W');
    expect(outcomeFor(20, m(1, 10, 20, [2, 1]))).toBe('L');
    expect(outcomeFor(20, m(1, 10, 20, [1, 1]))).toBe('D');
    expect(outcomeFor(20, m(1, 10, 20, null))).toBeNull();
  });

  it('tallies 胜/平/负 for the head-to-head summary', () => {
    expect(tally(10, [m(1, 10, 20, [2, 1]), m(2, 20, 10, [3, 0]), m(3, 20, 10, [1, 1]), m(4, 10, 20, null)])).toEqual({
      W: 1,
      D: 1,
      L: 1,
    });
  });
});
