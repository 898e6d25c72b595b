/**
 * Issue 33 item 2, data before JavaScript: a newcomer's first-paint HTML of /live/hot (and /vlive/0)
 * starts the page's first API call itself (`<link rel="preload" as="fetch">`, host/src/first-paint),
 * in parallel with the scripts, and the page's own request for it takes that answer: one request,
 * and the list drawn from it as soon as the scripts have run. main.js's own first requests
 * (app-config.json, remotes.json) are preloaded the same way.
 */
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { HOT_LIST_PATH } from '@kickoff/shared/contracts';
import { VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';
import { expect, test } from './support/fixtures';
import { holdMainJs, loginContext } from './host-helpers';

/** Chromium's word for a preload nobody asked for: "…preloaded using link preload but not used…" */
const unusedPreload = (m: ConsoleMessage) => /preload/i.test(m.text());

/** The requests the page makes for `pathAndQuery`, and the browser's warnings about preloads. */
function watch(page: Page, pathAndQuery: string) {
  const requests: Request[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname + url.search === pathAndQuery) requests.push(r);
  });
  page.on('console', (m) => {
    if (unusedPreload(m)) warnings.push(`${m.type()}: ${m.text()}`);
  });
  return { requests, warnings };
}

// Chromium reports an unused preload a few seconds after the load event: wait past that
const PRELOAD_WARNING_DELAY_MS = 4_000;

test("a newcomer's /live/hot asks for the hot list once, from the HTML, before main.js is in", async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  const list = watch(page, HOT_LIST_PATH);
  // main.js's own first two requests are preloaded too
  const boot = [watch(page, '/app-config.json'), watch(page, '/remotes.json')];
  const held = await holdMainJs(page, 1_500, () => list.requests.length);
  await page.goto(`${hostUrl}/live/hot`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  // the list was on its way while the scripts were still held back
  expect(held.before).toBe(1);
  // the link's request (Chromium types a fetch preload 'other'), not the page's XHR; no fan's token
  const [request] = list.requests;
  expect(request?.resourceType()).toBe('other');
  expect(await request?.headerValue('accesstoken')).toBeNull();
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  // the page's own call took the preloaded answer: no second request, no "preloaded but not used"
  expect(list.requests.map((r) => r.url())).toHaveLength(1);
  expect(list.warnings).toEqual([]);
  for (const { requests } of boot) expect(requests.map((r) => [r.url(), r.resourceType()])).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test("a newcomer's /vlive/0 asks for the room list once, from the HTML", async ({ page, hostUrl, consoleErrors }) => {
  const rooms = watch(page, `${VLIVE_PATHS.rooms}?category=0`);
  const held = await holdMainJs(page, 1_500, () => rooms.requests.length);
  await page.goto(`${hostUrl}/vlive/0`);
  await expect(page.getByRole('list', { name: '直播间' }).getByRole('link').first()).toBeVisible();
  expect(held.before).toBe(1);
  expect(rooms.requests[0]?.resourceType()).toBe('other');
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  expect(rooms.requests).toHaveLength(1);
  expect(rooms.warnings).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in fan gets no preload: their hot list is their own, asked for with their token', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const { token } = await loginContext(page.context(), hostUrl, apiUrl);
  const html = await (await page.request.get(`${hostUrl}/live/hot`)).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('rel="preload" as="fetch"');
  const list = watch(page, HOT_LIST_PATH);
  await page.goto(`${hostUrl}/live/hot`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(list.requests).toHaveLength(1);
  expect(list.requests[0]?.resourceType()).toBe('xhr');
  expect(await list.requests[0]?.headerValue('accesstoken')).toBe(token);
  expect(consoleErrors).toEqual([]);
});

test('the pages whose first call depends on more than the path preload no API call', async ({ page, hostUrl }) => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]+)">/g)];
  for (const path of ['/live/zq', '/news/1002', '/vlive/3', '/user']) {
    const html = await (await page.request.get(`${hostUrl}${path}`)).text();
    expect(html, path).toContain('data-first-paint');
    expect(
      preloads(html).map(([, href]) => href),
      path,
    ).toEqual(['/app-config.json', '/remotes.json']);
  }
});
