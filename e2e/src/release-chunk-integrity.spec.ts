/**
 * Issue 26 (8): every chunk below a pinned remoteEntry.js is pinned too. The scores remote's chunk
 * scripts carry the integrity its build recorded; a chunk whose bytes change after the build (a
 * compromised CDN, played here by a route that rewrites the response) is refused by the browser and
 * the remote's fallback shows instead of the tampered code running.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const FALLBACK = '该栏目暂时无法访问，请稍后重试';

/** Every script element the page adds, with its integrity, as the browser was given it. */
async function recordScriptElements(page: Page): Promise<() => Promise<Array<{ src: string; integrity: string }>>> {
  await page.addInitScript(() => {
    const seen: Array<{ src: string; integrity: string }> = [];
    Object.assign(window, { __scripts: seen });
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLScriptElement && n.src) seen.push({ src: n.src, integrity: n.integrity });
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __scripts: Array<{ src: string; integrity: string }> }).__scripts);
}

/** The scores remote's origin, from the manifest the host serves. */
async function scoresOrigin(page: Page, hostUrl: string): Promise<string> {
  const res = await page.request.get(`${hostUrl}/remotes.json`);
  const manifest = (await res.json()) as { remotes: Record<string, { url: string }> };
  return new URL(manifest.remotes.scores!.url).origin;
}

// page.route sees every request only when no service worker answers it (the host registers one)
test.use({ serviceWorkers: 'block' });

test('a tampered scores chunk is refused (fallback shown); the real one loads, each chunk with integrity', async ({
  page,
  hostUrl,
}) => {
  const origin = await scoresOrigin(page, hostUrl);
  const scripts = await recordScriptElements(page);
  const EXPOSE = `${origin}/__federation_expose_routes.*.js`;

  // the remote's first chunk, changed on its way from the CDN: the browser must not run it
  let tampered = 0;
  await page.route(EXPOSE, async (route) => {
    const res = await route.fetch();
    tampered++;
    // not kept in the browser's cache: the reload below gets the real bytes
    const headers = { ...res.headers(), 'cache-control': 'no-store' };
    await route.fulfill({ response: res, headers, body: `${await res.text()}\nwindow.__tampered = true;\n` });
  });
  await page.goto(`${hostUrl}/live/hot`);
  await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
  expect(tampered).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await expect(page.getByTestId('match-row')).toHaveCount(0);

  // the CDN serves the real bytes again: the remote works
  // (a fetch the host's one reload after a failed chunk may still have in flight finishes first)
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
  const chunks = (await scripts()).filter((s) => s.src.startsWith(`${origin}/`) && !s.src.endsWith('/remoteEntry.js'));
  // the expose's chunk and the page's: all through the entry's loader, none without integrity
  expect(chunks.some((s) => s.src.includes('__federation_expose_routes'))).toBe(true);
  expect(chunks.filter((s) => !/^sha256-[A-Za-z0-9+/]{43}=$/.test(s.integrity))).toEqual([]);
});
