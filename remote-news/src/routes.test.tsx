/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NEWS_COLUMNS, type NewsItem } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import { newsDetail } from './features/article/article-api';
import { columns } from './features/columns/columns-api';
import { newsPage } from './features/feed/feed-api';
import routes from './routes';

jest.mock('./features/columns/columns-api', () => ({ columns: jest.fn() }));
jest.mock('./features/feed/feed-api', () => ({ newsPage: jest.fn() }));
jest.mock('./features/article/article-api', () => ({ newsDetail: jest.fn() }));
jest.mock('./lib/media-url', () => ({ mediaUrl: (p: string) => p }));
const columnsMock = columns as jest.MockedFunction<typeof columns>;
const pageMock = newsPage as jest.MockedFunction<typeof newsPage>;
const detailMock = newsDetail as jest.MockedFunction<typeof newsDetail>;

const item = (id: number, title: string): NewsItem => ({
  id,
  columnId: 1003,
  kind: 'report',
  tag: '英超',
  title,
  summary: '',
  cover: `/inform/cover/${id}.svg`,
  author: '开球战报',
  publishTime: Math.floor(Date.now() / 1000) - 600,
  views: 3,
  likes: 0,
  comments: 2,
  matchId: 1,
});

beforeEach(() => {
  columnsMock.mockResolvedValue([...NEWS_COLUMNS]);
  pageMock.mockResolvedValue({ list: [], next: 0 });
});

function mount(path: string) {
  // under a root with a fallback for the first load, as the host's (a route's loader holds it)
  const router = createMemoryRouter([{ path: '/', HydrateFallback: () => null, children: routes }], {
    initialEntries: [path],
  });
  render(
    <DataScope>
      <RouterProvider router={router} />
    </DataScope>,
  );
  return router;
}

const SPEC_PATHS = [
  'community',
  'community/list',
  'community/detail',
  'community/qdetail',
  'database',
  'database/detail',
  'database/detail/lq',
  'database/player/lq',
  'database/player/zq',
  'database/team/lq',
  'database/team/zq',
  'proposal',
  'proposal/detail',
  'proposal/matchList',
  'proposal/rank',
  'proposal/rank/attention',
  'news/:type',
  'news/:type?/:id',
];

describe('news routes', () => {
  const handles = new Map<string | undefined, RouteHandle | undefined>(routes.map((r) => [r.path, r.handle]));

  it('declares every docs/product.md §2 path of news, community, database and proposal', () => {
    expect([...handles.keys()].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(['database', 'community', 'community/list', 'proposal', 'news/:type'])(
    '%s highlights the headlines tab',
    (path) => {
      expect(handles.get(path)).toMatchObject({ tab: 'zx', layout: 'bannerTabs' });
    },
  );

  it('/news/1002 shows the column tabs with 头条 selected and the column’s page from the news API', async () => {
    pageMock.mockResolvedValue({ list: [item(7, '曼城2-1热刺'), item(8, '阿森纳0-0切尔西')], next: 0 });
    mount('/news/1002');
    expect((await screen.findByRole('tab', { name: '头条' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['头条', '足球', '篮球', '综合']);
    const link = await screen.findByRole('link', { name: /曼城2-1热刺/ });
    expect(link.getAttribute('href')).toBe('/news/1002/7');
    expect(link.textContent).toContain('10 分钟前');
    expect(link.textContent).toContain('2 评');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/inform/cover/7.svg');
    expect(pageMock).toHaveBeenCalledWith({ column: 1002, page: 1, size: 10 });
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('an empty column says so', async () => {
    mount('/news/1005');
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
  });

  it('a column tab changes the URL', async () => {
    const router = mount('/news/1002');
    fireEvent.click(await screen.findByRole('tab', { name: '篮球' }));
    await screen.findByRole('tab', { name: '篮球', selected: true });
    expect(router.state.location.pathname).toBe('/news/1004');
  });

  it('/news/1002/5002 is the article page, which says the article is not there', async () => {
    detailMock.mockRejectedValue(new Error('该资讯不存在或已删除'));
    mount('/news/1002/5002');
    expect(await screen.findByRole('heading', { name: '资讯详情' })).toBeTruthy();
    expect(screen.getByText('该资讯不存在或已删除')).toBeTruthy();
  });

  it('other pages show their title and an empty sentence', async () => {
    mount('/database/team/zq');
    expect(await screen.findByRole('heading', { name: '足球球队' })).toBeTruthy();
    expect(screen.getByText('暂无球队资料')).toBeTruthy();
  });

  it("/news/1003 asks its column's first page once, the route's own ask being the one the feed shows", async () => {
    pageMock.mockClear().mockResolvedValue({ list: [item(9, '皇马3-1巴萨')], next: 0 });
    mount('/news/1003');
    expect(await screen.findByRole('link', { name: /皇马3-1巴萨/ })).toBeTruthy();
    expect(pageMock.mock.calls).toEqual([[{ column: 1003, page: 1, size: 10 }]]);
  });

  it('the same column opened again asks nothing more; another column is asked once', async () => {
    pageMock.mockClear().mockResolvedValue({ list: [item(9, '皇马3-1巴萨')], next: 0 });
    const router = mount('/news/1003');
    await screen.findByRole('link', { name: /皇马3-1巴萨/ });
    await act(() => router.navigate('/news/1003'));
    await act(() => router.navigate('/news/1004'));
    await screen.findByRole('tab', { name: '篮球', selected: true });
    await waitFor(() => expect(pageMock).toHaveBeenCalledTimes(2));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(pageMock.mock.calls.map(([b]) => b.column)).toEqual([1003, 1004]);
  });
});
