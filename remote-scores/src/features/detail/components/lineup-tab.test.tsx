/** @jest-environment jsdom */
/**
 * 阵容 over real HTTP: a push reloads the sheet and the players it changed show their new rating and
 * marks (each player's row is memoised on what it shows, so this is what must not go stale).
 */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContext, useContext } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import {
  LIVE_PATHS,
  type FootballLineup,
  type LineupMark,
  type LineupPlayer,
  type LineupSide,
} from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import LineupTab from './lineup-tab';

const MATCH = 8101;
const STRIKER = 1011;

const player = (id: number, line: number, rating: number | null, marks: LineupMark[] = []): LineupPlayer => ({
  id,
  name: `球员${id}`,
  number: id % 100,
  position: line === 0 ? '门将' : '前锋',
  line,
  rating,
  marks,
  stats: { minutes: 30, goals: 0, assists: 0, shots: 0, onTarget: 0, keyPasses: 0, tackles: 0, saves: 0, conceded: 0 },
});
// 4-3-3: the keeper, four, three and three, the striker last
const side = (teamId: number, striker: LineupPlayer | null): LineupSide => ({
  teamId,
  formation: '4-3-3',
  coach: `教练${teamId}`,
  starters: [0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3].map((line, k) =>
    k === 10 && striker ? striker : player(teamId * 100 + k + 1, line, 6.5),
  ),
  substitutes: [player(teamId * 100 + 12, 0, null)],
});

// what the server says now: the striker before and after his goal
let striker = player(STRIKER, 3, 6.6);
let manOfTheMatch: number | null = null;
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const data: FootballLineup | null =
      new URL(req.url ?? '/', 'http://x').pathname === LIVE_PATHS.footballLineup(MATCH)
        ? { published: true, publishAt: 0, home: side(10, striker), away: side(20, null), rated: true, manOfTheMatch }
        : null;
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 200, data, msg: '成功' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const Pulse = createContext(0);
function Tab() {
  return <LineupTab id={MATCH} homeName="红队" awayName="蓝队" pulse={useContext(Pulse)} />;
}

const playerRow = (id: number) =>
  screen.getAllByTestId('lineup-player').find((a) => a.getAttribute('href')?.endsWith(`id=${id}`))!;

test("after a goal, a push shows the scorer's new rating and goal mark; the others keep theirs", async () => {
  const router = createMemoryRouter([{ path: '/', element: <Tab /> }]);
  const page = (pulse: number) => (
    <DataScope>
      <Pulse.Provider value={pulse}>
        <RouterProvider router={router} />
      </Pulse.Provider>
    </DataScope>
  );
  const view = render(page(0));
  expect(await screen.findAllByTestId('lineup-player')).toHaveLength(22);
  expect(playerRow(STRIKER).getAttribute('data-rating')).toBe('6.6');
  expect(playerRow(STRIKER).querySelector('[aria-label^="进球"]')).toBeNull();

  striker = player(STRIKER, 3, 7.8, [{ type: 'goal', minute: 23 }]);
  view.rerender(page(1));
  await waitFor(() => expect(playerRow(STRIKER).getAttribute('data-rating')).toBe('7.8'));
  expect(playerRow(STRIKER).querySelector('[aria-label="进球 23\'"]')).not.toBeNull();
  expect(playerRow(1001).getAttribute('data-rating')).toBe('6.5');

  // at full time the best-rated player gets his star, though his rating did not change
  manOfTheMatch = STRIKER;
  view.rerender(page(2));
  await waitFor(() => expect(screen.getByTestId('man-of-the-match').textContent).toBe('全场最佳：球员1011 7.8'));
  expect(playerRow(STRIKER).querySelector('[data-testid="rating"]')?.getAttribute('aria-label')).toBe(
    '评分 7.8，全场最佳',
  );
});
