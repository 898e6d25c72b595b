import { matchRooms, MAX_ROOMS } from './match-rooms';
import { football, HOT } from '../../testing/hot-list.fixture';

describe('match rooms', () => {
  it('推荐: in play first, then the next kick-offs, each by kick-off time; finished and cancelled left out', () => {
    const rooms = matchRooms(HOT, '0');
    expect(rooms.map((r) => r.id)).toEqual([6, 4, 2, 7, 1]);
    expect(rooms.filter((r) => r.live).map((r) => r.id)).toEqual([6, 4, 2]);
  });

  it('shows the minute or period and the score while live, the kick-off before', () => {
    const [basket, halfTime, firstHalf, , upcoming] = matchRooms(HOT, '0');
    expect(firstHalf).toMatchObject({
      state: '23′',
      score: '1-0',
      title: '曼联 vs 曼城',
      href: '/live/zq/detail/2',
      league: '英超',
    });
    expect(halfTime).toMatchObject({ state: '中场', score: '0-1' });
    // away side first, as Chinese basketball apps show it
    expect(basket).toMatchObject({
      state: '第三节 05:12',
      score: '68-70',
      title: '勇士 vs 湖人',
      href: '/live/lq/detail/6',
    });
    expect(upcoming).toMatchObject({ state: '21:00 开赛', score: null, live: false });
  });

  it('足球 and 篮球 keep to their sport; 综合 has none yet', () => {
    expect(matchRooms(HOT, '1').every((r) => r.sport === 'football')).toBe(true);
    expect(matchRooms(HOT, '2').map((r) => r.id)).toEqual([6, 7]);
    expect(matchRooms(HOT, '3')).toEqual([]);
  });

  it(`keeps at most ${MAX_ROOMS} rooms`, () => {
    const many = {
      football: Array.from({ length: 30 }, (_, i) => football(100 + i, 2, { timIng: '10' })),
      basketball: [],
    };
    expect(matchRooms(many, '0')).toHaveLength(MAX_ROOMS);
  });
});
