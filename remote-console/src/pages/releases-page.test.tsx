/** @jest-environment jsdom */
/**
 * 发布 over a stub of the staff API (really over HTTP, through the shared client): read-only when
 * the server says the caller may not change it; for an admin, a canary is promoted or aborted and
 * the environment rolled back, each after a second click, and the server's answer shows in place.
 */
import '@kickoff/shared/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '@kickoff/shared/api';
import { STAFF_RELEASE_PATHS, type StaffReleases } from '@kickoff/shared/contracts';
import { DataScope } from '@kickoff/shared/data';
import ReleasesPage from './releases-page';

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
const posted: Array<{ path: string; body: unknown }> = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += String(c)));
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      });
      if (req.method === 'OPTIONS') return res.end();
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const ok = (data: unknown, msg = '成功') => res.end(JSON.stringify({ code: 200, data, msg }));
      if (path === STAFF_RELEASE_PATHS.releases) return ok(current);
      posted.push({ path, body: JSON.parse(raw || 'null') });
      if (path === STAFF_RELEASE_PATHS.promote) return ok(current.remotes[0], '已转全量：1.1.0');
      if (path === STAFF_RELEASE_PATHS.rollback) {
        return res.end(JSON.stringify({ code: 40001, data: null, msg: '未回滚：环境 production 没有可回滚的历史' }));
      }
      res.end(JSON.stringify({ code: 40004, data: null, msg: '内容不存在' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ liveBase: base, mainBase: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const mount = () =>
  render(
    <DataScope>
      <ReleasesPage />
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
  expect(posted).toHaveLength(0);
  fireEvent.click(within(news!).getByRole('button', { name: '确认转全量？' }));
  expect((await within(news!).findByRole('status')).textContent).toBe('已转全量：1.1.0');
  expect(posted.at(-1)).toEqual({ path: STAFF_RELEASE_PATHS.promote, body: { env: 'production', remote: 'news' } });
  expect(within(news!).getByRole('button', { name: '撤销灰度' })).toBeTruthy();

  const history = screen.getByRole('region', { name: '变更历史' });
  const rows = within(history).getAllByTestId('release-history');
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  fireEvent.click(within(rows[1]!).getByRole('button', { name: '回滚到 #1' }));
  fireEvent.click(within(rows[1]!).getByRole('button', { name: '确认回滚到 #1？' }));
  expect((await within(history).findByRole('status')).textContent).toBe('未回滚：环境 production 没有可回滚的历史');
  expect(posted.at(-1)).toEqual({ path: STAFF_RELEASE_PATHS.rollback, body: { env: 'production', to: 1 } });
});
