/** @jest-environment jsdom */
/**
 * 发布 over a stub of the staff API (really over HTTP, through the shared client): read-only when
 * the server says the caller may not change it; for an admin, a canary is promoted or aborted and
 * the environment rolled back, each after a second click, and the server's answer shows in place.
 */
import { answerOk, answerRefused, startStubApi, type StubApi } from '@kickoff/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ErrorCodes, STAFF_RELEASE_PATHS, type StaffReleases } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import { ReleasesDesk } from './releases-desk';

const releases = (canChange: boolean): StaffReleases => ({
  envs: ['production'],
  env: 'production',
  remotes: [
    {
      name: 'news',
      version: '1.0.0',
      url: 'https://cdn/news/1.0.0/mf-manifest.json',
      canary: { version: '1.1.0', url: 'https://cdn/news/1.1.0/mf-manifest.json', percent: 10 },
    },
    { name: 'scores', version: '2.0.0', url: 'https://cdn/scores/2.0.0/mf-manifest.json', canary: null },
  ],
  history: [
    { n: 2, at: '2026-12-07T01:00:00Z', action: 'canary', remote: 'news', from: '1.0.0', to: '1.1.0', percent: 10 },
    { n: 1, at: '2026-12-06T01:00:00Z', action: 'baseline' },
  ],
  canChange,
});
let current = releases(false);
let api: StubApi;

beforeAll(async () => {
  api = await startStubApi(({ path }) => {
    if (path === STAFF_RELEASE_PATHS.releases) return answerOk(current);
    if (path === STAFF_RELEASE_PATHS.promote) return answerOk(current.remotes[0], '已转全量：1.1.0');
    if (path === STAFF_RELEASE_PATHS.rollback) {
      return answerRefused(ErrorCodes.PARAM_INVALID, '未回滚：环境 production 没有可回滚的历史');
    }
    return answerRefused(ErrorCodes.NOT_FOUND, '内容不存在');
  });
});
afterAll(() => api.close());

const mount = () =>
  render(
    <DataScope>
      <ReleasesDesk />
    </DataScope>,
  );

test('read-only: versions, canary and history, no buttons', async () => {
  current = releases(false);
  const page = mount();
  expect(await screen.findByText('发布（只读）')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('release-remote')).toHaveLength(2));
  expect(screen.getAllByTestId('release-history')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: /转全量|撤销灰度|回滚/ })).toBeNull();
  page.unmount();
});

test('an admin promotes a canary after confirming, and sees a refused rollback’s reason', async () => {
  current = releases(true);
  mount();
  await waitFor(() => expect(screen.getAllByTestId('release-remote')).toHaveLength(2));
  const [news, scores] = screen.getAllByTestId('release-remote');
  expect(within(scores!).queryByRole('button', { name: '转全量' })).toBeNull();
  fireEvent.click(within(news!).getByRole('button', { name: '转全量' }));
  expect(api.posted).toHaveLength(0);
  fireEvent.click(within(news!).getByRole('button', { name: '确认转全量？' }));
  expect((await within(news!).findByRole('status')).textContent).toBe('已转全量：1.1.0');
  expect(api.posted.at(-1)).toEqual({ path: STAFF_RELEASE_PATHS.promote, body: { env: 'production', remote: 'news' } });
  expect(within(news!).getByRole('button', { name: '撤销灰度' })).toBeTruthy();

  const history = screen.getByRole('region', { name: '变更历史' });
  const rows = within(history).getAllByTestId('release-history');
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  fireEvent.click(within(rows[1]!).getByRole('button', { name: '回滚到 #1' }));
  fireEvent.click(within(rows[1]!).getByRole('button', { name: '确认回滚到 #1？' }));
  expect((await within(history).findByRole('status')).textContent).toBe('未回滚：环境 production 没有可回滚的历史');
  expect(api.posted.at(-1)).toEqual({ path: STAFF_RELEASE_PATHS.rollback, body: { env: 'production', to: 1 } });
});
