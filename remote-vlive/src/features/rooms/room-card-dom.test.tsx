/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { VLIVE_PATHS, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { RoomGrid } from './room-card';
import { drawRoomGrid } from './room-card-dom';

const room = (id: number, patch: Partial<LiveRoom> = {}): LiveRoom => ({
  id,
  title: `直播间${id} <b>&</b>`,
  category: 1,
  anchor: { id, nickName: `主播${id}`, followers: 0 },
  matchId: null,
  sport: null,
  status: 'live',
  viewers: 12_345,
  cover: VLIVE_PATHS.cover(id),
  startedAt: 0,
  ...patch,
});

// on air, away, off air with a planned broadcast, an uploaded cover, and more than the first screen
const rooms = [
  room(1),
  room(2, { away: true }),
  room(3, { status: 'offline', scheduledAt: Date.UTC(2026, 4, 3, 12, 15) }),
  room(4, { cover: '/uploads/cover-4.jpg' }),
  ...Array.from({ length: 6 }, (_, i) => room(5 + i, { viewers: i })),
];
const media = (path: string) => `https://api.example.test${path}`;

/** RoomGrid's first render (FIRST_ROOMS cards) as HTML, parsed */
function reactGrid(): Element {
  const router = createMemoryRouter([{ path: '*', element: <RoomGrid rooms={rooms} /> }]);
  const box = document.createElement('div');
  box.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  // (React's server render puts a preload link for the uploaded cover before it)
  return box.querySelector('ul')!;
}

describe('the room grid drawn before React (the early draw)', () => {
  it('is the markup of RoomGrid’s first render: same elements, classes, attributes and text', () => {
    // the api client's media address is configured by main.js; this test gives RoomGrid the early draw's
    const drawn = drawRoomGrid(document, rooms, (path) => media(path).replace('https://api.example.test', ''));
    const expected = reactGrid();
    expect(drawn.children).toHaveLength(6);
    expect(drawn.outerHTML.length).toBeGreaterThan(1000);
    expect(drawn.outerHTML).toBe(expected.outerHTML);
  });

  it('sets room text as text: a title with markup in it shows as written', () => {
    const drawn = drawRoomGrid(document, rooms, media);
    expect(drawn.querySelector('b')).toBeNull();
    expect(drawn.querySelector('p')!.textContent).toBe('直播间1 <b>&</b>');
  });

  it('takes an uploaded cover from the address it is given, a drawn one from the row', () => {
    const covers = [...drawRoomGrid(document, rooms, media).querySelectorAll('img')].map((img) => img.src);
    expect(covers[3]).toBe('https://api.example.test/uploads/cover-4.jpg');
    expect(covers[0]).toMatch(/^data:image\/svg\+xml/);
  });
});
