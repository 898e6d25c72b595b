/** Issue 6 points 6 and 7: 加载中 after 200 ms, error screens, native web view, one chunk reload. */
import { test, expect } from './support/fixtures';
import { tabBar } from './host-helpers';

test.describe('loading and errors', () => {
  // page.route sees every request only when no service worker answers it: the host registers its
  // worker after the first page, and a reload the worker has claimed fetches past the routes
  // (the chunk test then saw its 404ed page chunk load)
  test.use({ serviceWorkers: 'block' });

  test('加载中 shows when a remote takes longer than 200 ms', async ({ page, hostUrl }) => {
    await page.route(/localhost:39081\/mf-manifest\.json/, async (route) => {
      // a slow remote, by construction: its manifest is held well past the 200 ms threshold
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(`${hostUrl}/live/hot`, { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: '加载中' })).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '加载中' })).toHaveCount(0);
  });

  test('a fast navigation never flashes 加载中', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    await expect(tabBar(page)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { seen: boolean }).seen = false;
      new MutationObserver(() => {
        if (document.body.innerText.includes('加载中')) (window as unknown as { seen: boolean }).seen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // same remote, already loaded: well under 200 ms
    await tabBar(page).getByRole('link', { name: '比分' }).click();
    // this test is about a duration: 加载中 may not appear within twice its 200 ms threshold
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => (window as unknown as { seen: boolean }).seen)).toBe(false);
  });

  test('inside the native app the error page asks the app to close the web view', async ({ browser, hostUrl }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) KickoffApp/3.2.0',
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { KickoffBridge: { closeWebView: () => void } }).KickoffBridge = {
        closeWebView: () => {
          (window as unknown as { kkClosed: number }).kkClosed =
            ((window as unknown as { kkClosed?: number }).kkClosed ?? 0) + 1;
        },
      };
    });
    await page.goto(`${hostUrl}/no/such/page`);
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { kkClosed?: number }).kkClosed)).toBe(1);
    await page.getByRole('button', { name: '关闭页面' }).click();
    expect(await page.evaluate(() => (window as unknown as { kkClosed?: number }).kkClosed)).toBe(2);
    await context.close();
  });

  test('a failed chunk load reloads the page exactly once, never a loop', async ({ page, hostUrl }) => {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // the remote's page chunks are gone (a deploy replaced them): every load of them fails
    await page.route(/localhost:39081\/page-[\w-]+\.[0-9a-f]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto(`${hostUrl}/live/hot`);
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible({ timeout: 20_000 });
    // an absence (no third load) can only be watched for a while: a reload loop would show in 1.5 s
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('kickoff:chunk-reload'))).not.toBeNull();
    // the tab bar still works
    await expect(tabBar(page)).toBeVisible();
  });
});
