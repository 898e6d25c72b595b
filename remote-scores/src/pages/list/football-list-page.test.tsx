/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type * as React from 'react';
import type { ReactNode } from 'react';
import { MessageCodes, type FootballListMatch } from '@kickoff/shared/contracts';
import type { TopicHandler } from '@kickoff/shared/realtime';
import { DataScope } from '@kickoff/shared/data';
import FootballListPage from './football-list-page';

const handlers = new Map<string, Set<TopicHandler>>();
// the real hook's contract: subscribed while mounted, the latest handler called
jest.mock('@kickoff/shared/realtime', () => {
  const { useEffect, useRef } = jest.requireActual<typeof React>('react');
  return {
    useRealtime: (topic: string | null, h: TopicHandler) => {
      const ref = useRef(h);
      useEffect(() => {
        ref.current = h;
      });
      useEffect(() => {
        if (!topic) return undefined;
        const fn: TopicHandler = (e) => ref.current(e);
        const set = handlers.get(topic) ?? new Set();
        set.add(fn);
        handlers.set(topic, set);
        return () => {
          set.delete(fn);
        };
      }, [topic]);
    },
  };
});
// react-router needs TextEncoder, which jsdom lacks; the page uses only these
jest.mock('@kickoff/shared/navigation', () => ({
  useParams: () => ({ type: 'js' }),
  useNavigate: () => jest.fn(),
  useSearchParams: () => [new URLSearchParams(), jest.fn()],
  NavLink: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));
jest.mock('../../features/match-list/api', () => ({ footballList: jest.fn(), leagueFilter: jest.fn() }));
jest.mock('../../lib/follow-api', () => ({ fetchFollows: jest.fn(), sendFollow: jest.fn() }));

// the page reaches the list call only through the feature's hook; the test stubs the network below it
const listMock = jest.requireMock<{ footballList: jest.Mock<Promise<FootballListMatch[]>> }>(
  '../../features/match-list/api',
).footballList;
const league = { id: 1, name: '英超', color: '#3d195b' };
const row = (id: number, patch: Partial<FootballListMatch> = {}): FootballListMatch => ({
  id,
  s: 1,
  li: 1,
  league,
  ot: 1_800_000_000 + id * 60,
  kt: 0,
  isShow: 1,
  timIng: '',
  round: '1',
  home: { id: id * 2, name: `主${id}` },
  away: { id: id * 2 + 1, name: `客${id}` },
  sc: [0, 0],
  hsc: null,
  rc: [0, 0],
  yc: [0, 0],
  cn: [0, 0],
  hot: false,
  hasVideo: false,
  hasAnim: false,
  ...patch,
});

async function flushFrames() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 40));
  });
}

describe('FootballListPage', () => {
  beforeEach(() => {
    handlers.clear();
    listMock.mockReset();
  });

  it('renders the list, applies pushed patches in place and refetches on resync', async () => {
    listMock.mockResolvedValue([row(1, { s: 2, kt: Math.floor(Date.now() / 1000) - 600 }), row(2)]);
    render(
      <DataScope>
        <FootballListPage />
      </DataScope>,
    );
    expect(await screen.findByLabelText('主1 对 客1')).toBeTruthy();
    expect(screen.getByTestId('count-bar').textContent).toBe('共2场');
    const scores = () => screen.getAllByTestId('row-score').map((e) => e.textContent);
    expect(scores()).toEqual(['0-0', 'VS']);

    const push = (data: unknown) =>
      act(() =>
        handlers
          .get('list:football')!
          .forEach((h) =>
            h({ type: 'message', message: { code: MessageCodes.LIST_UPDATE, topic: 'list:football', data, ts: 0 } }),
          ),
      );
    push({
      sport: 'football',
      matches: [
        { id: 1, sc: [1, 0] },
        { id: 99, sc: [5, 5] },
      ],
    });
    await flushFrames();
    expect(scores()).toEqual(['1-0', 'VS']);
    expect(listMock).toHaveBeenCalledTimes(1);

    listMock.mockResolvedValue([row(1, { s: 2, sc: [2, 0], kt: Math.floor(Date.now() / 1000) - 600 }), row(2), row(3)]);
    act(() => handlers.get('list:football')!.forEach((h) => h({ type: 'resync', topic: 'list:football' })));
    expect(await screen.findByLabelText('主3 对 客3')).toBeTruthy();
    expect(scores()).toEqual(['2-0', 'VS', 'VS']);
  });

  it('shows 暂无比赛 for an empty list and 重试 after an error', async () => {
    listMock.mockRejectedValueOnce(new Error('服务繁忙'));
    render(
      <DataScope>
        <FootballListPage />
      </DataScope>,
    );
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText(/服务繁忙/)).toBeTruthy();
    listMock.mockResolvedValueOnce([]);
    act(() => retry.click());
    expect(await screen.findByText('暂无比赛')).toBeTruthy();
  });
});
