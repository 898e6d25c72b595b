import type { FootballTextLive, OddsRow } from '@kickoff/shared/contracts';
import { mergeBy, mergeOdds, mergeTextLive } from './merge-detail';

const base: FootballTextLive = {
  statistic: [
    { type: 2, home: 1, away: 0 },
    { type: 70, home: 3, away: 2 },
  ],
  textLive: [{ id: 1, minute: 1, text: '比赛开始' }],
  incidents: [],
  environment: { venue: '', city: '', weather: '', temperature: '', referee: '' },
  events: [],
  pies: [
    { type: 70, name: '射门', home: 3, away: 2 },
    { type: 21, name: '射正', home: 1, away: 1 },
    { type: 25, name: '控球率', home: 50, away: 50 },
  ],
};

describe('merge detail pushes', () => {
  it('adds new lines and incidents, updates statistics and the pies they feed', () => {
    const out = mergeTextLive(base, {
      id: 9,
      sport: 'football',
      textLive: [{ id: 2, minute: 12, text: '进球！', incident: 'goal' }],
      incidents: [
        { id: 5, type: 'goal', minute: 12, side: 'home', player: '张三', score: [1, 0] },
        { id: 6, type: 'corner', minute: 13, side: 'away', player: '' },
      ],
      statistic: [
        { type: 70, home: 4, away: 2 },
        { type: 25, home: 55, away: 45 },
      ],
    });
    expect(out.textLive.map((l) => l.id)).toEqual([1, 2]);
    expect(out.incidents.map((i) => i.id)).toEqual([5, 6]);
    expect(out.events.map((i) => i.id)).toEqual([5]);
    expect(out.statistic).toEqual([
      { type: 2, home: 1, away: 0 },
      { type: 70, home: 4, away: 2 },
      { type: 25, home: 55, away: 45 },
    ]);
    expect(out.pies[0]).toEqual({ type: 70, name: '射门', home: 4, away: 2 });
    expect(out.pies[2]).toEqual({ type: 25, name: '控球率', home: 55, away: 45 });
  });

  it('leaves the data untouched when the push has nothing for it', () => {
    expect(mergeTextLive(base, { id: 9, sport: 'football', header: { sc: [1, 0] } })).toBe(base);
  });

  it('replaces odds rows of the shown type by company', () => {
    const r = (companyId: number, type: 1 | 2, left: number): OddsRow => ({
      companyId,
      nameZh: String(companyId),
      type,
      left,
      middle: 0.5,
      right: 0.9,
      first: { left: 1, middle: 0.5, right: 0.9 },
      leftFlag: 1,
      middleFlag: 0,
      rightFlag: 0,
      changedAt: 0,
    });
    const out = mergeOdds([r(1, 1, 0.8), r(2, 1, 0.85)], [r(2, 1, 0.95), r(1, 2, 2.1)], 1);
    expect(out.map((x) => x.left)).toEqual([0.8, 0.95]);
    expect(mergeBy([1, 2], [3], (x) => x)).toEqual([1, 2, 3]);
  });
});
