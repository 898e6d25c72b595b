/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import routes from './routes';

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
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

  it('/news/1002 shows the column tabs with 头条 selected, and no made-up stories before the news API', async () => {
    mount('/news/1002');
    expect((await screen.findByRole('tab', { name: '头条' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['头条', '足球', '篮球', '综合']);
    expect(screen.getByText('暂无资讯')).toBeTruthy();
  });

  it('a column tab changes the URL', async () => {
    const router = mount('/news/1002');
    fireEvent.click(await screen.findByRole('tab', { name: '篮球' }));
    await screen.findByRole('tab', { name: '篮球', selected: true });
    expect(router.state.location.pathname).toBe('/news/1004');
  });

  it('/news/1002/5002 is the article page, which says the article is not there', async () => {
    mount('/news/1002/5002');
    expect(await screen.findByRole('heading', { name: '资讯详情' })).toBeTruthy();
    expect(screen.getByText('该资讯不存在或已删除')).toBeTruthy();
  });

  it('other pages show their title and an empty sentence', async () => {
    mount('/database/team/zq');
    expect(await screen.findByRole('heading', { name: '足球球队' })).toBeTruthy();
    expect(screen.getByText('暂无球队资料')).toBeTruthy();
  });
});
