/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/router';
import type { RouteHandle } from '@kickoff/shared/routing';
import routes from './routes';
import { formatPublishTime, formatViews } from './format-time';

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const SPEC_PATHS = [
  'community', 'community/list', 'community/detail', 'community/qdetail',
  'database', 'database/detail', 'database/detail/lq', 'database/player/lq', 'database/player/zq', 'database/team/lq', 'database/team/zq',
  'proposal', 'proposal/detail', 'proposal/matchList', 'proposal/rank', 'proposal/rank/attention',
  'news/:type', 'news/:type?/:id',
];

describe('news routes', () => {
  const handles = new Map<string | undefined, RouteHandle | undefined>(routes.map((r) => [r.path, r.handle]));

  it('declares every spec §2 path of news, community, database and proposal', () => {
    expect([...handles.keys()].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it.each(['database', 'community', 'community/list', 'proposal', 'news/:type'])('%s highlights the headlines tab', (path) => {
    expect(handles.get(path)).toMatchObject({ tab: 'zx', layout: 'bannerTabs' });
  });

  it('/news/1002 lists the 头条 column newest first, each linking to its detail', async () => {
    mount('/news/1002');
    const list = await screen.findByRole('list', { name: '头条资讯' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]!.textContent).toContain('英超争冠白热化');
    expect(links[0]!.textContent).toContain('2.5万阅读');
    expect(links[0]!.getAttribute('href')).toBe('/news/1002/5001');
    expect(screen.getByRole('tab', { name: '头条' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a column tab switches the list', async () => {
    const router = mount('/news/1002');
    fireEvent.click(await screen.findByRole('tab', { name: '篮球' }));
    await screen.findByRole('tab', { name: '篮球', selected: true });
    expect(router.state.location.pathname).toBe('/news/1004');
    expect(within(screen.getByRole('list', { name: '头条资讯' })).getAllByRole('link')[0]!.textContent).toContain('CBA第12轮');
  });

  it('/news/1002/5002 shows the article', async () => {
    mount('/news/1002/5002');
    expect(await screen.findByRole('heading', { name: 'NBA常规赛：湖人加时击败勇士，詹姆斯砍下三双' })).toBeTruthy();
  });

  it('other pages show their title and an empty sentence', async () => {
    mount('/database/team/zq');
    expect(await screen.findByRole('heading', { name: '足球球队' })).toBeTruthy();
    expect(screen.getByText('暂无球队资料')).toBeTruthy();
  });

  it('prints times in China time and views in 万', () => {
    expect(formatPublishTime(Date.UTC(2026, 10, 22, 8, 0) / 1000)).toBe('11-22 16:00');
    expect(formatViews(9870)).toBe('9870');
    expect(formatViews(25_310)).toBe('2.5万');
  });
});
