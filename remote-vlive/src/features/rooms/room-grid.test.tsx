/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { coverSvg, VLIVE_PATHS, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { RoomGrid } from './room-card';
import { FIRST_ROOMS } from './room-card-view';

const room = (id: number, viewers = 10): LiveRoom => ({
  id,
  title: `直播间${id}`,
  category: 1,
  anchor: { id, nickName: `主播${id}`, followers: 0 },
  matchId: null,
  sport: null,
  status: 'live',
  viewers,
  cover: `/cover/${id}.svg`,
  startedAt: 0,
});
const rooms = (n: number, viewers?: number) => Array.from({ length: n }, (_, i) => room(i + 1, viewers));

/** The grid in a router, with the number of cards after each of its commits. */
function mount(list: LiveRoom[]) {
  const commits: number[] = [];
  const count = () => commits.push(document.querySelectorAll('li').length);
  const grid = (l: LiveRoom[]) => (
    <Profiler id="grid" onRender={count}>
      <RoomGrid rooms={l} />
    </Profiler>
  );
  const router = createMemoryRouter([{ path: '/', element: grid(list) }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return { commits };
}

describe('RoomGrid', () => {
  it('mounts the first rooms in its first commit and the rest in a later one', () => {
    const { commits } = mount(rooms(20));
    expect(commits[0]).toBe(FIRST_ROOMS);
    expect(commits.at(-1)).toBe(20);
    expect(screen.getAllByRole('link')).toHaveLength(20);
  });

  it('a short list shows whole at once', () => {
    const { commits } = mount(rooms(3));
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.every((n) => n === 3)).toBe(true);
  });

  it('shows what the rooms say: a changed room is drawn with its new figures', () => {
    const router = createMemoryRouter([{ path: '/', element: <RoomGrid rooms={rooms(8, 10)} /> }]);
    const { rerender } = render(<RouterProvider router={router} />);
    expect(screen.getAllByTestId('room-viewers')[0]!.textContent).toBe('10人在看');
    const next = createMemoryRouter([{ path: '/', element: <RoomGrid rooms={rooms(8, 1234)} /> }]);
    rerender(<RouterProvider router={next} />);
    expect(screen.getAllByTestId('room-viewers')).toHaveLength(8);
    expect(screen.getAllByTestId('room-viewers')[0]!.textContent).toContain('1234');
  });

  it("fetches the first row's covers first, the rest of the first screen at once, the others when near", async () => {
    const router = createMemoryRouter([{ path: '/', element: <RoomGrid rooms={rooms(10)} /> }]);
    render(<RouterProvider router={router} />);
    // the deferred cards too
    expect(await screen.findAllByRole('link')).toHaveLength(10);
    const covers = [...document.querySelectorAll('img')];
    expect(covers.map((img) => img.getAttribute('src'))).toEqual(rooms(10).map((r) => r.cover));
    const how = covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
    expect(how).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ...Array.from({ length: FIRST_ROOMS - 2 }, () => ['eager', null]),
      ...Array.from({ length: 10 - FIRST_ROOMS }, () => ['lazy', null]),
    ]);
    // sized (no shift when they arrive) and decoded off the main thread
    for (const img of covers) {
      expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('decoding')]).toEqual([
        '320',
        '180',
        'async',
      ]);
    }
  });

  it('draws a drawn cover from the room itself, the picture the server answers for it; fetches an uploaded one', () => {
    const drawn = { ...room(4), title: '英超深度复盘', sport: 'football' as const, cover: VLIVE_PATHS.cover(4) };
    const uploaded = { ...room(5), cover: '/uploads/room-5.jpg' };
    const router = createMemoryRouter([{ path: '/', element: <RoomGrid rooms={[drawn, uploaded]} /> }]);
    render(<RouterProvider router={router} />);
    const [first, second] = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(first!.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(first!.slice(first!.indexOf(',') + 1));
    expect(svg).toBe(coverSvg(drawn));
    expect(svg).toContain('英超深度复盘');
    expect(second).toBe('/uploads/room-5.jpg');
  });
});
