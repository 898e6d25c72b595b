/** Issue 6 points 1, 7 (404), 12 (title, description, 7.5rem): the host's routing table. */
import { test, expect } from './support/fixtures';
import { tabBar } from './host-helpers';

test.describe('host routing', () => {
  test('/ redirects to /vlive/0, /news to /news/1002 and /live to the hot list', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/`);
    await expect(page).toHaveURL(`${hostUrl}/vlive/0`);
    await page.goto(`${hostUrl}/news`);
    await expect(page).toHaveURL(`${hostUrl}/news/1002`);
    await page.goto(`${hostUrl}/live`);
    await expect(page).toHaveURL(`${hostUrl}/live/hot`);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
  });

  // docs/product.md §2 "Top level"; a guarded one may send a visitor to /user/login, never to a 404
  const topLevel = ['/activity', '/ChatGPT', '/database', '/download', '/live', '/message', '/proposal', '/user'];
  for (const path of topLevel) {
    test(`top-level route ${path} renders`, async ({ page, hostUrl }) => {
      await page.goto(`${hostUrl}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).not.toBeEmpty();
      for (const title of ['404-页面不存在', '应用发生错误异常']) {
        await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
      }
    });
  }

  test('clean paths: deep links load without a hash', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    await expect(page).toHaveURL(`${hostUrl}/live/hot`);
    expect(page.url()).not.toContain('#');
    await expect(tabBar(page)).toBeVisible();
  });

  test('a remote is fetched only when a path under its prefixes is visited', async ({ page, hostUrl }) => {
    // data saver keeps the idle prefetch out of this count
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }),
    );
    const manifests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/mf-manifest.json')) manifests.push(new URL(r.url()).port);
    });
    await page.goto(`${hostUrl}/live/hot`);
    await expect(tabBar(page)).toBeVisible();
    expect(manifests).toEqual(['39081']);
  });

  test('an unknown route shows 404-页面不存在 with the English line and a link home', async ({
    page,
    hostUrl,
    consoleErrors,
  }) => {
    await page.goto(`${hostUrl}/no/such/page`);
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(`${hostUrl}/vlive/0`);
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('an unknown page under a remote prefix is a 404 too', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/no-such-page/at/all`);
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toBeVisible();
  });

  test('title and description present the multi-sport live platform; width is 7.5rem', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    await expect(page).toHaveTitle(/NBA.*CBA/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/互动直播平台/);
    expect(description).toMatch(/NBA/);
    expect(description).toMatch(/CBA/);
    expect(description).toMatch(/英超/);
    // 375 px phone: 1rem = 375 / 7.5 = 50 px
    const rem = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(rem).toBe('50px');
    const tabBarHeight = await tabBar(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(tabBarHeight)).toBe(50);
  });
});
