/**
 * Issue 6 point 11: a remote that is down, slow or throws shows a Chinese fallback with 重试 inside
 * the layout (remote-timeout + remote-fallback runtime plugins), the tab bar keeps working, and 重试
 * loads the remote once it is back. Runs a private front-end suite so a remote can really be stopped.
 */
import { startSuite, type Suite } from '@kickoff/ops/src/suite';
import { PRIVATE_PORTS } from './support/ports';
import { test, expect } from './support/fixtures';
import { tabBar } from './host-helpers';

const FALLBACK = '该栏目暂时无法访问，请稍后重试';
let suite: Suite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  suite = await startSuite({ env: { ...process.env, ...PRIVATE_PORTS }, noServer: true });
});
test.afterAll(async () => {
  await suite?.close();
});

test.describe('remote failure isolation', () => {
  test('a stopped remote: fallback with 重试 in the layout, the rest keeps working, 重试 loads it once back', async ({
    page,
  }) => {
    await suite.stopRemote('scores');
    try {
      const started = Date.now();
      await page.goto(`${suite.hostUrl}/live/hot`);
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 12_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      const bar = tabBar(page);
      await expect(bar).toBeVisible();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

      // another remote is unaffected
      await bar.getByRole('link', { name: '直播' }).click();
      await expect(page).toHaveURL(`${suite.hostUrl}/vlive/0`);
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: '404-页面不存在' })).toHaveCount(0);

      await bar.getByRole('link', { name: '比分' }).click();
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 12_000 });
    } finally {
      await suite.startRemote('scores');
    }
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText(FALLBACK)).toHaveCount(0, { timeout: 12_000 });
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toHaveCount(0);
    await expect(page).toHaveURL(`${suite.hostUrl}/live/hot`);
  });

  test('a slow remote times out within 8 s and falls back', async ({ page }) => {
    await page.route(/localhost:39181\/mf-manifest\.json/, async (route) => {
      // a slow remote, by construction: held far past the 8 s timeout under test
      await new Promise((r) => setTimeout(r, 30_000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.goto(`${suite.hostUrl}/live/hot`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 12_000 });
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(7_000);
    expect(took).toBeLessThan(10_000);
    await expect(tabBar(page)).toBeVisible();
  });

  test('a remote whose code throws falls back instead of blanking the suite', async ({ page }) => {
    await page.route(/localhost:39181\/__federation_expose_routes[\w.-]*\.js$/, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("remote exploded");' }),
    );
    await page.goto(`${suite.hostUrl}/live/hot`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 12_000 });
    await expect(tabBar(page)).toBeVisible();
  });
});
