/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { render, screen, within, fireEvent } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/router';
import type { RouteHandle } from '@kickoff/shared/routing';
import routes from './routes';
import { formatHeat, roomsOfType } from './catalogue/demo-rooms';

function mount(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('vlive routes', () => {
  it('declares every spec §2 video-live path with its handle', () => {
    const byPath = new Map<string | undefined, RouteHandle | undefined>(routes.map((r) => [r.path, r.handle]));
    expect([...byPath.keys()].sort()).toEqual(['vlive', 'vlive/:type', 'vlive/detail/:id?', 'vlive/detail/replay', 'vlive/match', 'vlive/noble']);
    expect(byPath.get('vlive')).toMatchObject({ name: 'vlive', tab: 'zhb', layout: 'vlive' });
    expect(byPath.get('vlive/:type')).toMatchObject({ name: 'vlive/type', tab: 'zhb', layout: 'vlive' });
    expect(byPath.get('vlive/match')).toMatchObject({ name: 'vlive/match', tab: 'zhb', layout: 'vlive' });
    expect(byPath.get('vlive/noble')?.tab).toBeUndefined();
  });

  it('/vlive/0 lists every room hottest first with anchor and heat', async () => {
    mount('/vlive/0');
    const grid = await screen.findByRole('list', { name: '直播间' });
    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(9);
    expect(cards[0]!.textContent).toContain('NBA 湖人vs勇士 实时解说');
    expect(cards[0]!.textContent).toContain('篮板王');
    expect(cards[0]!.textContent).toContain('41.2万');
    expect(cards[0]!.getAttribute('href')).toBe('/vlive/detail/10005');
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switching to 足球 shows only football rooms and changes the URL', async () => {
    const router = mount('/vlive/0');
    fireEvent.click(await screen.findByRole('tab', { name: '足球' }));
    await screen.findByRole('tab', { name: '足球', selected: true });
    expect(router.state.location.pathname).toBe('/vlive/1');
    const cards = within(screen.getByRole('list', { name: '直播间' })).getAllByRole('link');
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(roomsOfType('1').map((r) => r.title));
    expect(cards).toHaveLength(4);
  });

  it('an unknown type shows the empty state', async () => {
    mount('/vlive/9');
    expect(await screen.findByText('暂无直播')).toBeTruthy();
  });

  it('other pages show their title and an empty sentence', async () => {
    mount('/vlive/noble');
    expect(await screen.findByRole('heading', { name: '贵族特权' })).toBeTruthy();
    expect(screen.getByText('暂无贵族特权信息')).toBeTruthy();
  });

  it('formats heat the Chinese way', () => {
    expect(formatHeat(9870)).toBe('9870');
    expect(formatHeat(12_000)).toBe('1.2万');
    expect(formatHeat(356_200)).toBe('35.6万');
  });
});
