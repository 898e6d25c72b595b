/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { matchPath, type DbLeague, type DbPlayer } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { league, player } from '../../features/database/database-api';
import routes from '../../routes';

jest.mock('../../features/database/database-api', () => ({
  competitions: jest.fn(),
  league: jest.fn(),
  team: jest.fn(),
  player: jest.fn(),
}));
const leagueMock = league as jest.MockedFunction<typeof league>;
const playerMock = player as jest.MockedFunction<typeof player>;

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <DataScope>
      <RouterProvider router={router} />
    </DataScope>,
  );
}

const team = (id: number, name: string) => ({ id, name });
const row = (rank: number, id: number, name: string, w: number, d: number, l: number) => ({
  rank,
  team: team(id, name),
  played: w + d + l,
  won: w,
  drawn: d,
  lost: l,
  goalsFor: 2 * w + d,
  goalsAgainst: 2 * l + d,
  goalDiff: 2 * w - 2 * l,
  points: 3 * w + d,
  form: ['W', 'D'] as const,
  zone: rank === 1 ? ('ucl' as const) : null,
});

const PAGE: DbLeague = {
  competition: {
    id: 36,
    sport: 'football',
    name: '英超',
    fullName: '英格兰超级联赛',
    letter: 'Y',
    region: '欧洲',
    cup: false,
    teams: 2,
    seasons: [2025, 2024],
    sources: ['reference', 'openfootball'],
  },
  season: 2025,
  groups: [
    {
      name: null,
      rows: [
        { ...row(1, 36001, '利物浦', 2, 1, 0), form: ['W', 'D'] },
        { ...row(2, 36002, '阿森纳', 0, 1, 2), form: ['L', 'D'] },
      ],
    },
  ],
  zones: ['ucl'],
  rounds: [
    {
      name: '第1轮',
      matches: [
        {
          id: 5,
          ot: 1_760_000_000,
          status: 'done',
          round: '第1轮',
          league: team(36, '英超'),
          home: team(36001, '利物浦'),
          away: team(36002, '阿森纳'),
          sc: [2, 1],
          pens: null,
          detail: true,
        },
      ],
    },
  ],
  currentRound: 0,
  scorers: [],
  missing: [],
};

test('the league page shows the table with zone, form, links to the teams, and a season switcher', async () => {
  leagueMock.mockResolvedValue(PAGE);
  mount('/database/detail?id=36');
  const rows = await screen.findAllByTestId('db-standing-row');
  expect(rows).toHaveLength(2);
  const first = rows[0]!;
  expect(
    within(first)
      .getByRole('link', { name: /利物浦/ })
      .getAttribute('href'),
  ).toBe('/database/team/zq?id=36001');
  expect(within(first).getByTitle('欧冠').textContent).toBe('1');
  expect(within(first).getByLabelText('近况 胜平')).toBeTruthy();
  expect(screen.getByRole('combobox', { name: '赛季' })).toBeTruthy();
  expect(screen.getByText('2024/25 赛季')).toBeTruthy();
  expect(leagueMock).toHaveBeenCalledWith(36, undefined);
});

test('an unknown league or a malformed id is a clear Chinese page inside the layout', async () => {
  leagueMock.mockRejectedValue(new Error('该赛事或赛季不存在'));
  mount('/database/detail?id=4242');
  expect(await screen.findByText('该赛事不存在或暂无该赛季资料')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '赛事资料' })).toBeTruthy();
});

test('a malformed player id never calls the server', async () => {
  mount('/database/player/zq?id=abc');
  expect(await screen.findByText('该球员不存在')).toBeTruthy();
  expect(playerMock).not.toHaveBeenCalled();
});

test('a player page lists the goals with their matches', async () => {
  const p: DbPlayer = {
    id: 90000110,
    sport: 'football',
    name: 'Raúl Jiménez',
    number: 9,
    position: 'FW',
    born: '1991-05-05',
    generated: false,
    team: team(900001, '墨西哥'),
    nationalTeam: true,
    club: 'Fulham FC',
    competitions: [
      {
        league: team(900, '世界杯'),
        season: 2026,
        team: team(900001, '墨西哥'),
        teamMatches: 4,
        goals: 1,
        penalties: 0,
      },
    ],
    goals: [{ match: { ...PAGE.rounds[0]!.matches[0]!, detail: false }, minute: '67', kind: 'goal' }],
    ratings: [],
    averageRating: null,
    missing: ['出场与首发：数据源没有阵容名单，只记球队场次'],
  };
  playerMock.mockResolvedValue(p);
  mount('/database/player/zq?id=90000110');
  expect(await screen.findByRole('heading', { name: 'Raúl Jiménez' })).toBeTruthy();
  expect(screen.getByTestId('db-player-goals').textContent).toBe('1');
  expect(screen.getAllByTestId('db-player-goal')).toHaveLength(1);
  expect(screen.getByText('Fulham FC')).toBeTruthy();
});

test("a club player's page shows his season average and each rated match, the man of the match starred", async () => {
  const match = { ...PAGE.rounds[0]!.matches[0]!, detail: true };
  const p: DbPlayer = {
    id: 700110,
    sport: 'football',
    name: '恩佐·席尔瓦',
    number: 10,
    position: 'MF',
    born: null,
    generated: true,
    team: team(7001, '费内巴切'),
    nationalTeam: false,
    club: null,
    competitions: [],
    goals: [],
    ratings: [
      { match: { ...match, id: 51 }, rating: 8.4, minutes: 90, manOfTheMatch: true },
      { match: { ...match, id: 50 }, rating: 6.2, minutes: 63, manOfTheMatch: false },
    ],
    averageRating: 7.3,
    missing: ['该球员为引擎生成的虚构球员'],
  };
  playerMock.mockResolvedValue(p);
  mount('/database/player/zq?id=700110');
  const ratings = within(await screen.findByRole('region', { name: '评分' }));
  expect(ratings.getByTestId('db-player-average').textContent).toBe('本赛季平均 7.32 场 · 全场最佳 1 次');
  const rows = ratings.getAllByTestId('db-player-rating');
  expect(rows.map((r) => r.firstElementChild!.textContent)).toEqual(['8.4★ 全场最佳出场 90 分钟', '6.2出场 63 分钟']);
  // each rated match links to its detail
  expect(
    within(rows[0]!)
      .getByRole('link', { name: /比赛详情/ })
      .getAttribute('href'),
  ).toBe(matchPath('football', 51));
});

test('a basketball player page has no goal columns: the team’s games per season and what the data lacks', async () => {
  const p: DbPlayer = {
    id: 100602,
    sport: 'basketball',
    name: '达里厄斯·威尔逊',
    number: 4,
    position: '后卫',
    born: null,
    generated: true,
    team: team(1006, '休斯顿火箭'),
    nationalTeam: false,
    club: null,
    competitions: [2026, 2025].map((season) => ({
      league: team(1, 'NBA'),
      season,
      team: team(1006, '休斯顿火箭'),
      teamMatches: season === 2025 ? 58 : 31,
      goals: 0,
      penalties: 0,
    })),
    goals: [],
    ratings: [],
    averageRating: null,
    missing: ['该球员为引擎生成的虚构球员', '篮球暂无球员得分与技术统计'],
  };
  playerMock.mockResolvedValue(p);
  mount('/database/player/lq?id=100602');
  expect(await screen.findByRole('heading', { name: '达里厄斯·威尔逊' })).toBeTruthy();
  const table = within(screen.getByRole('region', { name: '各项赛事' }));
  expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['赛事', '球队', '球队场次']);
  expect(table.getAllByRole('row')).toHaveLength(3);
  expect(table.getByRole('link', { name: 'NBA 2025/26' }).getAttribute('href')).toBe(
    '/database/detail/lq?id=1&season=2025',
  );
  expect(screen.queryByTestId('db-player-goals')).toBeNull();
  expect(screen.getByLabelText('数据说明').textContent).toContain('篮球暂无球员得分');
});
