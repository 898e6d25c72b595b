/**
 * Issue 33 item 1: the shell of a tab's landing page — banner, tab bar, layout — is in its HTML, so a
 * newcomer sees it before any script has run, and the scripts take it over without a flash, in the
 * layout and tab the remote's own route gives the page (host/src/first-paint).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { appShell } from './host-helpers';

const PAGES = [
  { path: '/live/hot', layout: 'bannerTabs', tab: 'bf', banner: true },
  { path: '/news/1002', layout: 'bannerTabs', tab: 'zx', banner: true },
  { path: '/vlive/0', layout: 'vlive', tab: 'zhb', banner: true },
  { path: '/user', layout: 'user', tab: 'user', banner: false },
];

const BANNER_TEXT = '打开开球直播APP，比分直播更流畅';

test('a newcomer sees the shell of each tab before any script runs; a signed-in fan gets the plain page', async ({
  browser,
  hostUrl,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, layout, tab, banner } of PAGES) {
    await page.goto(`${hostUrl}${path}`);
    const shell = page.locator(`#root > [data-first-paint][data-layout="${layout}"]`);
    await expect(shell, path).toBeVisible();
    await expect(shell.getByRole('navigation', { name: '主导航' }).locator('[aria-current="page"]')).toHaveAttribute(
      'data-tab',
      tab,
    );
    await expect(shell.getByRole('complementary', { name: '下载APP' })).toHaveCount(banner ? 1 : 0);
    if (banner) await expect(shell.getByText(BANNER_TEXT)).toBeVisible();
    if (path === '/live/hot') await page.screenshot({ path: 'output/screenshots/first-paint-live-hot.png' });
  }
  // a page of another layout has no shell of its own before the scripts
  await page.goto(`${hostUrl}/live/zq/detail/1`);
  expect(await page.locator('#root').innerHTML()).toBe('');
  // a fan the server knows by a cookie (here: signed in) would see the shell change: the plain page
  const signedIn = await page.request.get(`${hostUrl}/live/hot`, { headers: { cookie: 'token=abc' } });
  expect(await signedIn.text()).toContain('<div id="root"></div>');
});

/** Every animation frame from the document's start: what the shell shows. */
function recordShell(page: Page) {
  return page.addInitScript(() => {
    const frames: Array<{ nav: boolean; tab: string | null; banner: boolean; firstPaint: boolean }> = [];
    (window as unknown as { shellFrames: typeof frames }).shellFrames = frames;
    const sample = () => {
      const nav = document.querySelector('nav[aria-label="主导航"]');
      frames.push({
        nav: nav !== null,
        tab: nav?.querySelector('[aria-current="page"]')?.getAttribute('data-tab') ?? null,
        banner: document.querySelector('aside[aria-label="下载APP"]') !== null,
        firstPaint: document.querySelector('[data-first-paint]') !== null,
      });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

test('the scripts take the shell over without a flash, in the layout of the route they load', async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  // the scripts come late, as on a slow network: the first paint is on screen meanwhile
  await page.route('**/main.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1_000));
    await route.continue();
  });
  await recordShell(page);
  for (const { path, layout, tab, banner } of PAGES) {
    await page.goto(`${hostUrl}${path}`);
    await expect(appShell(page)).toHaveAttribute('data-layout', layout);
    await expect(appShell(page).locator(':scope > main')).not.toBeEmpty();
    const frames = await page.evaluate(
      () => (window as unknown as { shellFrames: Array<Record<string, unknown>> }).shellFrames,
    );
    const shown = frames.slice(frames.findIndex((f) => f.nav));
    expect(shown.length, path).toBeGreaterThan(0);
    // the first frame with a shell is the HTML's; from then on every frame shows the same shell
    expect(shown[0], path).toEqual({ nav: true, tab, banner, firstPaint: true });
    expect(
      shown.filter((f) => !f.nav || f.tab !== tab || f.banner !== banner),
      path,
    ).toEqual([]);
    expect(shown.at(-1)?.firstPaint, path).toBe(false);
  }
  expect(consoleErrors).toEqual([]);
});
