/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, within, fireEvent, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import routes from './routes';
import { matchRooms } from './features/match-rooms/match-rooms';
import { HOT } from './testing/hot-list.fixture';

// the live API, really over HTTP: the page's calls go through the shared axios client
let server: Server;
let failing = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(failing ? 503 : 200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(
      failing
        ? 'down'
        : JSON.stringify(
            req.url?.startsWith('/api/live/hot/list')
              ? { code: 200, data: HOT, msg: '成功' }
              : { code: 40004, data: null, msg: '内容不存在' },
          ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ liveBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <DataScope>
      <RouterProvider router={router} />
    </DataScope>,
  );
  return router;
}

describe('vlive routes', () => {
  it('declares every docs/product.md §2 video-live path with its handle', () => {
    const byPath = new Map<string | undefined, RouteHandle | undefined>(routes.map((r) => [r.path, r.handle]));
    expect([...byPath.keys()].sort()).toEqual([
      'vlive',
      'vlive/:type',
      'vlive/detail/:id?',
      'vlive/detail/replay',
      'vlive/match',
      'vlive/noble',
    ]);
    expect(byPath.get('vlive')).toMatchObject({ name: 'vlive', tab: 'zhb', layout: 'vlive' });
    expect(byPath.get('vlive/:type')).toMatchObject({ name: 'vlive/type', tab: 'zhb', layout: 'vlive' });
    expect(byPath.get('vlive/match')).toMatchObject({ name: 'vlive/match', tab: 'zhb', layout: 'vlive' });
    expect(byPath.get('vlive/noble')?.tab).toBeUndefined();
  });

  it('/vlive/0 lists the matches on now and next from the live API, each opening its match', async () => {
    mount('/vlive/0');
    const grid = await screen.findByRole('list', { name: '直播间' });
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(matchRooms(HOT, '0').map((r) => r.href));
    expect(cards[0]!.textContent).toContain('勇士 vs 湖人');
    expect(cards[0]!.textContent).toContain('第三节 05:12');
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switching to 篮球 shows only basketball rooms and changes the URL', async () => {
    const router = mount('/vlive/0');
    fireEvent.click(await screen.findByRole('tab', { name: '篮球' }));
    await screen.findByRole('tab', { name: '篮球', selected: true });
    expect(router.state.location.pathname).toBe('/vlive/2');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '直播间' })).getAllByRole('link')).toHaveLength(2),
    );
  });

  it('an unknown type shows the empty state', async () => {
    mount('/vlive/9');
    expect(await screen.findByText('暂无直播')).toBeTruthy();
  });

  it('综合 has no room until other sports have live data', async () => {
    mount('/vlive/3');
    await screen.findByRole('tab', { name: '综合', selected: true });
    expect(await screen.findByText('暂无直播')).toBeTruthy();
  });

  it('a failing live API shows 重试, which loads the rooms once the API answers', async () => {
    failing = true;
    mount('/vlive/0');
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByRole('list', { name: '直播间' })).toBeNull();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: '直播间' })).toBeTruthy();
  });

  it('other pages show their title and an empty sentence', async () => {
    mount('/vlive/noble');
    expect(await screen.findByRole('heading', { name: '贵族特权' })).toBeTruthy();
    expect(screen.getByText('暂无贵族特权信息')).toBeTruthy();
  });
});
