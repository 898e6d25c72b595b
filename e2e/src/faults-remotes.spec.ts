/**
 * Issue 17 item 4, first fault: each remote's server killed in turn (the built suite, a private
 * front-end suite so a remote can really be stopped). Its pages show the Chinese fallback with 重试
 * inside the layout within 8 s, another tab keeps working, and 重试 loads the remote once its
 * server is back. The scores remote has the same check in host-isolation.spec.ts.
 */
import { startSuite, type Suite } from '@kickoff/ops/src/suite';
import { PRIVATE_PORTS } from './support/ports';
import { test, expect } from './support/fixtures';
import { loginContext, tabBar } from './host-helpers';

const FALLBACK = '该栏目暂时无法访问，请稍后重试';
let suite: Suite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  suite = await startSuite({ env: { ...process.env, ...PRIVATE_PORTS }, noServer: true });
});
test.afterAll(async () => {
  await suite?.close();
});

const CASES = [
  { remote: 'vlive', path: '/vlive/0', other: { tab: '比分', url: '/live/hot' } },
  { remote: 'news', path: '/news/1002/', other: { tab: '直播', url: '/vlive/0' } },
  { remote: 'messaging', path: '/ChatGPT', other: { tab: '头条', url: '/news/1002/' } },
  { remote: 'account', path: '/user', other: { tab: '比分', url: '/live/hot' } },
] as const;

for (const c of CASES) {
  test(`${c.remote} killed: fallback in the layout within 8 s, other tabs work, 重试 recovers`, async ({
    page,
    context,
    apiUrl,
  }) => {
    await loginContext(context, suite.hostUrl, apiUrl);
    await suite.stopRemote(c.remote);
    try {
      const started = Date.now();
      await page.goto(`${suite.hostUrl}${c.path}`);
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 8_000 });
      expect(Date.now() - started).toBeLessThan(8_000);
      await expect(tabBar(page)).toBeVisible();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

      await tabBar(page).getByRole('link', { name: c.other.tab }).click();
      await expect(page).toHaveURL(`${suite.hostUrl}${c.other.url}`);
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      await page.goBack();
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 8_000 });
    } finally {
      await suite.startRemote(c.remote);
    }
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText(FALLBACK)).toHaveCount(0, { timeout: 8_000 });
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toHaveCount(0);
    await expect(page).toHaveURL(`${suite.hostUrl}${c.path}`);
  });
}
