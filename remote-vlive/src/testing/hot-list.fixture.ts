/** A hot list as the live API answers it, for this remote's tests. */
import type { BasketballListMatch, FootballListMatch, HotList } from '@kickoff/shared/contracts';

const team = (id: number, name: string) => ({ id, name });
const at = (hh: number, mm: number) => new Date(2026, 10, 24, hh, mm).getTime() / 1000;

export function football(
  id: number,
  s: FootballListMatch['s'],
  over: Partial<FootballListMatch> = {},
): FootballListMatch {
  return {
    id,
    s,
    li: 36,
    league: { id: 36, name: '英超', color: '#3d195b' },
    ot: at(20, 0),
    kt: at(20, 0),
    isShow: 1,
    timIng: '',
    round: '第13轮',
    home: team(36008, '曼联'),
    away: team(36003, '曼城'),
    sc: [0, 0],
    hsc: null,
    rc: [0, 0],
    yc: [0, 0],
    cn: [0, 0],
    hot: true,
    ...over,
  } as FootballListMatch;
}

export function basketball(
  id: number,
  s: BasketballListMatch['s'],
  over: Partial<BasketballListMatch> = {},
): BasketballListMatch {
  return {
    id,
    s,
    li: 1,
    league: { id: 1, name: 'NBA', color: '#1d428a' },
    ot: at(9, 0),
    isShow: 1,
    type: 0,
    home: team(1001, '湖人'),
    away: team(1002, '勇士'),
    sc: [0, 0],
    hq: [],
    aq: [],
    rt: '',
    hot: true,
    ...over,
  };
}

export const HOT: HotList = {
  football: [
    football(1, 1, { ot: at(21, 0) }),
    football(2, 2, { timIng: '23', sc: [1, 0] }),
    football(3, 8, { sc: [2, 2] }),
    football(4, 3, { ot: at(19, 0), sc: [0, 1] }),
    football(5, 12),
  ],
  basketball: [basketball(6, 6, { rt: '05:12', sc: [70, 68] }), basketball(7, 1, { ot: at(20, 30) })],
};
