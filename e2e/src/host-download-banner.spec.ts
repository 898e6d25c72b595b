/** Issue 6 point 4: the download banner, its end-of-day dismissal, the prompt, installability. */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { appShell, tabBar } from './host-helpers';

const banner = (page: Page) => appShell(page).getByRole('complementary', { name: '下载APP' });

test.describe('download banner', () => {
  test('invites to download with the app name and opens the prompt dialog', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    await expect(banner(page)).toContainText('开球直播');
    await banner(page).getByRole('button', { name: '下载', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '下载APP体验完整功能' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '以后再说' }).click();
    await expect(dialog).toBeHidden();
  });

  test('dismissed: hidden until local midnight, shown again a day later', async ({ page, context, hostUrl }) => {
    // the browser's cookie jar runs on real time, so "today" is the real day in Asia/Shanghai (UTC+8)
    const DAY = 86_400_000;
    const SHANGHAI = 8 * 3_600_000;
    const now = Date.now();
    const dayStart = Math.floor((now + SHANGHAI) / DAY) * DAY - SHANGHAI;
    await page.clock.install({ time: new Date(now) });
    await page.goto(`${hostUrl}/live/hot`);
    await banner(page).getByRole('button', { name: '关闭下载提示' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies(hostUrl)).find((c) => c.name === 'downHide');
    expect(cookie?.value).toBe('1');
    // expires at the end of the fan's day (the context runs in Asia/Shanghai)
    expect(new Date((cookie?.expires ?? 0) * 1000).toISOString()).toBe(new Date(dayStart + DAY - 1000).toISOString());
    await page.reload();
    await expect(tabBar(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // a day later: the page clock moves on, and the browser drops the cookie that expired at
    // midnight (Playwright cannot move the cookie jar's clock, so the expiry is applied by hand)
    await page.clock.setSystemTime(new Date(dayStart + DAY + 9 * 3_600_000));
    await context.clearCookies({ name: 'downHide' });
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });

  test('hidden when running as an installed standalone app', async ({ page, hostUrl }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    await page.goto(`${hostUrl}/live/hot`);
    await expect(tabBar(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('hidden in display-mode standalone', async ({ page, hostUrl }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (q: string) =>
        q.includes('display-mode: standalone') ? ({ matches: true, media: q } as MediaQueryList) : original(q);
    });
    await page.goto(`${hostUrl}/live/hot`);
    await expect(tabBar(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('ships a web app manifest with PNG icons, so the suite is installable', async ({ page, hostUrl, request }) => {
    await page.goto(`${hostUrl}/live/hot`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(`${hostUrl}${href}`)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.short_name).toBe('开球直播');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/vlive/0');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon).toBeDefined();
      const res = await request.get(`${hostUrl}${icon!.src}`);
      expect(res.status()).toBe(200);
      const png = await res.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
    }
  });
});
