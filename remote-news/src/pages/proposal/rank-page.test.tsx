/** @jest-environment jsdom */
/**
 * The follow rule on the rank lists (docs/product.md §4): the flag flips only once the server said
 * yes, with plat 2 on /proposal/rank and plat 3 on the attention list (where an unfollow takes the
 * row off); a refusal keeps the flag and stores the server's message as the error.
 */
import '@kickoff/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ErrorCodes, type Envelope, type ExpertRankPage, type FollowResult } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { createMemoryRouter, RouterProvider } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { expertRanks, followExpert } from '../../features/tips/tips-api';
import routes from '../../routes';

jest.mock('../../features/tips/tips-api', () => ({ expertRanks: jest.fn(), followExpert: jest.fn() }));
const ranksMock = expertRanks as jest.MockedFunction<typeof expertRanks>;
const followMock = followExpert as jest.MockedFunction<typeof followExpert>;

const record = { days: 7 as const, total: 4, won: 3, lost: 1, push: 0, hitRate: 75, roi: 40, streak: 2 };
const row = (id: number, follow: 0 | 1) => ({
  rank: id,
  expert: {
    id,
    nickName: `专家${id}`,
    portrait: '',
    level: 2 as const,
    model: 0 as const,
    description: '',
    follow,
    hitRate: 75,
    fans: 3,
  },
  record,
});
const page = (...rows: ReturnType<typeof row>[]): ExpertRankPage => ({ list: rows, next: 0 });

function mount(path: string) {
  render(
    <DataScope>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </DataScope>,
  );
}

/** a follow call the test answers when it wants */
function pendingFollow() {
  let answer: (env: Envelope<FollowResult>) => void = () => {};
  followMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  return (env: Envelope<FollowResult>) => act(async () => answer(env));
}

beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: 't1' });
});
afterEach(() => act(() => useAuthStore.setState({ token: '' })));

test('plat 2: the flag flips only after the server said yes; a refusal keeps it and shows the message', async () => {
  ranksMock.mockResolvedValue(page(row(7, 0)));
  mount('/proposal/rank');
  const item = within(await screen.findByTestId('expert-row'));
  let answer = pendingFollow();
  fireEvent.click(item.getByRole('button', { name: '+ 关注' }));
  expect(followMock).toHaveBeenCalledWith(2, 7);
  // still waiting: nothing flipped yet
  expect(item.getByRole('button', { name: '+ 关注' }).getAttribute('aria-pressed')).toBe('false');
  await answer({ code: 200, data: { follow: 1, plat: 2, eid: 7 }, msg: '关注成功' });
  expect(item.getByRole('button', { name: '已关注' }).getAttribute('aria-pressed')).toBe('true');

  answer = pendingFollow();
  fireEvent.click(item.getByRole('button', { name: '已关注' }));
  await answer({ code: ErrorCodes.RATE_LIMITED, data: null as never, msg: '操作太频繁，请稍后再试' });
  expect(item.getByRole('button', { name: '已关注' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('操作太频繁，请稍后再试');
});

test('plat 3: an unfollow on the attention list takes the row off once the server agreed', async () => {
  ranksMock.mockResolvedValue(page(row(7, 1), row(8, 1)));
  mount('/proposal/rank/attention');
  expect(await screen.findAllByTestId('expert-row')).toHaveLength(2);
  const answer = pendingFollow();
  fireEvent.click(within(screen.getAllByTestId('expert-row')[0]!).getByRole('button', { name: '已关注' }));
  expect(followMock).toHaveBeenCalledWith(3, 7);
  expect(screen.getAllByTestId('expert-row')).toHaveLength(2);
  await answer({ code: 200, data: { follow: 0, plat: 3, eid: 7 }, msg: '已取消关注' });
  expect(screen.getAllByTestId('expert-row')).toHaveLength(1);
  expect(screen.getByText('专家8')).toBeTruthy();
});
