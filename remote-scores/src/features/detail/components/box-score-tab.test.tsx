/** @jest-environment jsdom */
/** 阵容 tab over real HTTP: 首发 and 替补 with their numbers, reloaded on a push; a clear line when none is published. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import {
  ErrorCodes,
  LIVE_PATHS,
  type BasketballBoxScore,
  type BoxScorePlayer,
  type BoxScoreSide,
} from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import BoxScoreTab from './box-score-tab';

const player = (id: number, patch: Partial<BoxScorePlayer> = {}): BoxScorePlayer => ({
  id,
  name: `球员${id}`,
  number: id % 100,
  position: '后卫',
  points: 0,
  rebounds: 0,
  assists: 0,
  minutes: 0,
  fgm: 0,
  fga: 0,
  tpm: 0,
  tpa: 0,
  ...patch,
});
const side = (teamId: number, points: number): BoxScoreSide => ({
  teamId,
  starters: [1, 2, 3, 4, 5].map((k) =>
    player(teamId * 100 + k, k === 1 ? { points, rebounds: 7, assists: 4, minutes: 34 } : {}),
  ),
  bench: [6, 7].map((k) => player(teamId * 100 + k)),
});

const LIVE_ID = 7001;
const FED_ID = 7002;
let points = 12;
let asked: string[] = [];
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push(path);
    const data: BasketballBoxScore | null =
      path === LIVE_PATHS.basketballBoxScore(LIVE_ID)
        ? { published: true, home: side(10, points), away: side(20, 3) }
        : path === LIVE_PATHS.basketballBoxScore(FED_ID)
          ? { published: false, home: null, away: null }
          : null;
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(
        data ? { code: 200, data, msg: '成功' } : { code: ErrorCodes.NOT_FOUND, data: null, msg: '内容不存在' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ mainBase: base, liveBase: base, imBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = [];
  points = 12;
});

const tab = (id: number, pulse: number) => (
  <DataScope>
    <BoxScoreTab id={id} homeName="湖人" awayName="勇士" pulse={pulse} />
  </DataScope>
);

test("shows each side's five starters and bench with points, rebounds, assists and minutes, away first", async () => {
  const view = render(tab(LIVE_ID, 0));
  const sides = await screen.findAllByTestId('box-side');
  expect(sides.map((s) => s.querySelector('caption')?.textContent)).toEqual(['勇士（客）', '湖人（主）']);
  const home = sides[1]!;
  expect(within(home).getAllByTestId('box-starter')).toHaveLength(5);
  expect(within(home).getAllByTestId('box-bench')).toHaveLength(2);
  expect(
    within(home)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['球员', '得分', '篮板', '助攻', '时间']);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(cells(within(home).getAllByTestId('box-starter')[0]!)).toEqual(['12', '7', '4', '34']);
  expect(within(home).getAllByTestId('box-starter')[0]!.textContent).toContain('球员1001');

  // a push bumps the pulse: the lines are asked for again and the new points shown
  points = 15;
  view.rerender(tab(LIVE_ID, 1));
  await waitFor(() =>
    expect(cells(within(screen.getAllByTestId('box-side')[1]!).getAllByTestId('box-starter')[0]!)[0]).toBe('15'),
  );
  expect(asked.filter((p) => p === LIVE_PATHS.basketballBoxScore(LIVE_ID))).toHaveLength(2);
});

test('opened after some pushes, the tab asks once', async () => {
  render(tab(LIVE_ID, 3));
  expect(await screen.findAllByTestId('box-side')).toHaveLength(2);
  await new Promise((r) => setTimeout(r, 100));
  expect(asked).toEqual([LIVE_PATHS.basketballBoxScore(LIVE_ID)]);
});

test('says so when a match has no published players', async () => {
  render(tab(FED_ID, 0));
  expect((await screen.findByTestId('box-pending')).textContent).toBe('本场比赛暂无球员数据');
  expect(screen.queryByTestId('box-side')).toBeNull();
});
