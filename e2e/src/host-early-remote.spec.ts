/**
 * Issue 33, the script chain: early.js (host/src/early) asks for the page's remote — its manifest,
 * entry, routes module and the landing page's chunks (the remote's preload.json) — while main.js is
 * still on its way, and the federation runtime and webpack's chunk loader then take those answers:
 * every file asked for once, no "preloaded but not used", no integrity mismatch.
 */
import { createHash } from 'node:crypto';
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import type { RemotesManifest } from '@kickoff/shared/contracts';
import { expect, test } from './support/fixtures';
import { holdMainJs, loginContext } from './host-helpers';

/** every request the page makes, and the browser's words about preloads */
function watch(page: Page) {
  const requests: Request[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requests.push(r));
  page.on('console', (m: ConsoleMessage) => {
    if (/preload|integrity/i.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
  });
  const paths = () => requests.map((r) => new URL(r.url()).pathname);
  return { requests, warnings, paths };
}

/**
 * The code files (scripts, styles, the manifests) asked for more than once. Data is left out: a
 * list is asked for again when a push says it changed (a room going on air while the test runs),
 * and so are the browser's own fetches of the web app manifest's icons.
 */
function repeated(requests: Request[]): string[] {
  const counts = new Map<string, number>();
  for (const r of requests) {
    if (!/\.(js|css|json)$/.test(new URL(r.url()).pathname)) continue;
    counts.set(r.url(), (counts.get(r.url()) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([url]) => url);
}

// Chromium reports an unused preload a few seconds after the load event: wait past that
const PRELOAD_WARNING_DELAY_MS = 4_000;

test("a newcomer's /live/hot has the scores remote's files on their way before main.js runs", async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  const seen = watch(page);
  const held = await holdMainJs(page, 1_500, seen.paths);
  await page.goto(`${hostUrl}/live/hot`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const before = (held.before ?? []).join(' ');
  expect(before).toContain('/early.js');
  for (const file of [
    /\/mf-manifest\.json/,
    /\/remoteEntry\.js/,
    /\/__federation_expose_routes\.\w+\.js/,
    /\/page-hot\.\w+\.js/,
  ])
    expect(before).toMatch(file);
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  // the runtime and the chunk loader took the preloaded answers: nothing fetched twice, no warning
  expect(repeated(seen.requests)).toEqual([]);
  expect(seen.paths().filter((p) => p === '/remotes.json')).toHaveLength(1);
  expect(seen.warnings).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in fan (index.html, no preloads in it) gets the same early start on /vlive/0', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  await loginContext(page.context(), hostUrl, apiUrl);
  const seen = watch(page);
  const held = await holdMainJs(page, 1_500, seen.paths);
  await page.goto(`${hostUrl}/vlive/0`);
  await expect(page.getByRole('list', { name: '直播间' }).getByRole('link').first()).toBeVisible();
  expect((held.before ?? []).join(' ')).toMatch(/\/page-room-list\.\w+\.js/);
  // no preloaded list, so no early draw: the page draws its rooms itself (host-early-draw.spec.ts)
  expect(await page.locator('#kk-early-draw').count()).toBe(0);
  expect(seen.paths().filter((p) => /\/early-draw-\d+\.\w+\.js$/.test(p))).toEqual([]);
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  expect(repeated(seen.requests)).toEqual([]);
  expect(seen.warnings).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a path no remote owns, or the staff console, is left to main.js', async ({ page, hostUrl, consoleErrors }) => {
  const seen = watch(page);
  await page.goto(`${hostUrl}/admin`);
  await expect(page.getByRole('heading', { name: '404-页面不存在' })).toBeVisible();
  await page.waitForTimeout(PRELOAD_WARNING_DELAY_MS);
  expect(seen.paths().filter((p) => p.endsWith('/preload.json'))).toEqual([]);
  expect(seen.warnings).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("each remote's preload.json names files it serves, with their bytes' integrity", async ({ page, hostUrl }) => {
  type Group = { files: Array<{ href: string; as: string; integrity?: string }>; shared: string[] };
  const remotes = (await (await page.request.get(`${hostUrl}/remotes.json`)).json()) as RemotesManifest;
  const landing: Record<string, string> = { scores: '/live/hot', vlive: '/vlive/0', news: '/news/1002' };
  for (const [name, remote] of Object.entries(remotes.remotes)) {
    const res = await page.request.get(new URL('preload.json', remote.url).href);
    expect(res.ok(), name).toBe(true);
    const hints = (await res.json()) as {
      expose: Group;
      pages: Array<Group & { pattern: string }>;
      shared: Record<string, Group>;
    };
    expect(hints.expose.files.length, name).toBeGreaterThan(0);
    if (landing[name])
      expect(
        hints.pages.some((p) => new RegExp(p.pattern).test(landing[name]!)),
        name,
      ).toBe(true);
    const groups = [hints.expose, ...hints.pages, ...Object.values(hints.shared)];
    for (const group of groups) {
      for (const shared of group.shared) expect(Object.keys(hints.shared), `${name}: ${shared}`).toContain(shared);
      for (const file of group.files) {
        const body = await (await page.request.get(new URL(file.href, remote.url).href)).body();
        if (file.as === 'script')
          expect(file.integrity, file.href).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`);
        else expect(file.as, file.href).toBe('style');
      }
    }
  }
});
