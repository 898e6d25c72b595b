/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, within, fireEvent, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { LIVE_PATHS } from '@kickoff/shared/contracts';
import { EARLY_DRAW_ID } from '@kickoff/shared/early-draw';
import type { LiveRoom, NobleStatus, ReplayRow } from '@kickoff/shared/contracts/vlive';
import { coverSvg, NOBLE_TIERS } from '@kickoff/shared/contracts/vlive';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import routes from './routes';

const room = (id: number, category: 1 | 2 | 3, status: LiveRoom['status'], viewers: number): LiveRoom => ({
  id,
  title: `房间${id}`,
  category,
  anchor: { id: 100 + id, nickName: `主播${id}`, followers: 3 },
  matchId: null,
  sport: null,
  status,
  viewers,
  cover: `/api/vlive/cover/${id}.svg`,
  startedAt: status === 'live' ? 1 : null,
});
const ROOMS = [
  room(1, 1, 'live', 12_345),
  room(2, 2, 'live', 8),
  // planned by staff for 2026-12-07 20:00 Beijing time
  { ...room(3, 3, 'offline', 0), scheduledAt: Date.UTC(2026, 11, 7, 12, 0) },
  { ...room(4, 1, 'live', 5), title: '英超 阿森纳 vs 切尔西', matchId: 900, sport: 'football' as const },
  { ...room(5, 1, 'replay', 0), title: '西甲 皇马 vs 巴萨', matchId: 901, sport: 'football' as const },
];
const TV = [
  {
    id: 902,
    sport: 'football',
    ot: 1_800_000_000,
    league: { id: 36, name: '英超' },
    home: { id: 1, name: '利物浦' },
    away: { id: 2, name: '曼城' },
    s: 1,
    sc: [0, 0],
    hasVideo: true,
    hasAnim: true,
  },
];
const REPLAYS: ReplayRow[] = [
  {
    room: ROOMS[4]!,
    replay: { id: 77, roomId: 5, startedAt: 1_700_000_000_000, endedAt: 1_700_000_000_000 + 5_430_000 },
  },
];
const NOBLE: NobleStatus = { tiers: [...NOBLE_TIERS], tier: 0, until: 0, coins: 0 };

// the API, really over HTTP: the pages' calls go through the shared axios client
let server: Server;
let failing = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(failing ? 503 : 200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    const url = new URL(req.url ?? '/', 'http://x');
    const category = Number(url.searchParams.get('category'));
    let body: unknown = { code: 40004, data: null, msg: '内容不存在' };
    if (url.pathname === '/api/vlive/rooms') {
      body = { code: 200, data: ROOMS.filter((r) => category === 0 || r.category === category), msg: '成功' };
    } else if (url.pathname === '/api/vlive/noble') body = { code: 200, data: NOBLE, msg: '成功' };
    else if (url.pathname === '/api/vlive/replays') body = { code: 200, data: REPLAYS, msg: '成功' };
    else if (url.pathname === LIVE_PATHS.tvList) body = { code: 200, data: TV, msg: '成功' };
    res.end(failing ? 'down' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
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

  it('/vlive/0 lists rooms with covers, anchors, live badges and viewer counts, each opening its room', async () => {
    mount('/vlive/0');
    const grid = await screen.findByRole('list', { name: '直播间' });
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(ROOMS.map((r) => `/vlive/detail/${r.id}`));
    expect(cards[0]!.textContent).toContain('直播中');
    expect(cards[0]!.textContent).toContain('1.2万人在看');
    expect(cards[0]!.textContent).toContain('主播1');
    expect(cards[2]!.textContent).toContain('未开播');
    expect(cards[2]!.textContent).toContain('预告 12月7日 20:00 开播');
    expect(cards[0]!.textContent).not.toContain('预告');
    // the room's drawn cover, drawn on the card from the row (the picture /api/vlive/cover/1.svg answers)
    const src = cards[0]!.querySelector('img')!.getAttribute('src')!;
    expect(decodeURIComponent(src)).toBe(`data:image/svg+xml;charset=utf-8,${coverSvg(ROOMS[0]!)}`);
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('true');
  });

  // the rooms the early draw (src/early) put on the screen before the page's scripts ran
  const earlyLayer = () => {
    const layer = document.createElement('div');
    layer.id = EARLY_DRAW_ID;
    document.body.append(layer);
    return layer;
  };

  it('takes over from the early-drawn rooms once it has drawn its own, and not before', async () => {
    const layer = earlyLayer();
    mount('/vlive/0');
    expect(layer.isConnected).toBe(true);
    await screen.findByRole('list', { name: '直播间' });
    await waitFor(() => expect(layer.isConnected).toBe(false));
  });

  it('takes over from them too when its list fails: the early rooms do not stay over 重试', async () => {
    failing = true;
    const layer = earlyLayer();
    mount('/vlive/0');
    await screen.findByRole('button', { name: '重试' });
    await waitFor(() => expect(layer.isConnected).toBe(false));
    failing = false;
  });

  it('switching to 篮球 shows only basketball rooms and changes the URL', async () => {
    const router = mount('/vlive/0');
    fireEvent.click(await screen.findByRole('tab', { name: '篮球' }));
    await screen.findByRole('tab', { name: '篮球', selected: true });
    expect(router.state.location.pathname).toBe('/vlive/2');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '直播间' })).getAllByRole('link')).toHaveLength(1),
    );
  });

  it('an unknown type shows the empty state', async () => {
    mount('/vlive/9');
    expect(await screen.findByText('暂无直播')).toBeTruthy();
  });

  it('a failing API shows 重试, which loads the rooms once the API answers', async () => {
    failing = true;
    mount('/vlive/1');
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByRole('list', { name: '直播间' })).toBeNull();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('list', { name: '直播间' })).toBeTruthy();
  });

  it('/vlive/noble lists the tiers with prices and asks a visitor to log in', async () => {
    mount('/vlive/noble');
    expect(await screen.findByRole('heading', { name: '贵族特权' })).toBeTruthy();
    expect(await screen.findByText('登录后开通贵族')).toBeTruthy();
    expect(screen.getByRole('button', { name: '开通公爵' })).toBeTruthy();
    expect(screen.getByText('1000 金币 / 30 天')).toBeTruthy();
  });

  it('/vlive/match groups the match rooms: on air, kicking off soon, replays', async () => {
    mount('/vlive/match');
    const live = await screen.findByRole('list', { name: '正在直播' });
    expect(
      within(live)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/vlive/detail/4']);
    const soon = screen.getByRole('list', { name: '即将开赛' });
    expect(within(soon).getByRole('link').getAttribute('href')).toBe('/live/zq/detail/902');
    expect(soon.textContent).toContain('利物浦 vs 曼城');
    const replays = screen.getByRole('list', { name: '精彩回放' });
    expect(within(replays).getByRole('link').getAttribute('href')).toBe('/vlive/detail/5');
  });

  it("the match detail's video entry (/vlive/match?id=) opens that match's room", async () => {
    const router = mount('/vlive/match?id=900');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vlive/detail/4'));
  });

  it('/vlive/detail/replay lists ended broadcasts, each opening its replay with length and air time', async () => {
    mount('/vlive/detail/replay');
    const list = await screen.findByRole('list', { name: '回放' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/vlive/detail/5?replay=77']);
    expect(within(list).getByTestId('replay-length').textContent).toBe('1:30:30');
    // 2023-11-14 22:13 UTC is 11月15日 06:13 in Beijing
    expect(within(list).getByText('主播5 · 11月15日 06:13')).toBeTruthy();
  });
});
