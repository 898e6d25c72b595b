/**
 * Issue 33, content before JavaScript: a newcomer's /vlive/0 draws its first rooms before main.js has
 * run — the remote's early draw (remote-vlive/src/early), pinned by remotes.json and run by early.js
 * from the answer to the list's call that the HTML preloads — and the page takes over from them in
 * place, with no frame between that shows no rooms, on the one request for the list. A signed-in
 * fan gets none: host-early-remote.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const ROOMS_CALL = '/api/vlive/rooms';

/** main.js answered only once `release` is called */
async function holdMainJsUntilReleased(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** every animation frame from the document's start: how many rooms are on the screen */
async function countRoomsEachFrame(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const frames: number[] = [];
    (window as unknown as { roomFrames: number[] }).roomFrames = frames;
    const sample = () => {
      frames.push(document.querySelectorAll('ul[aria-label="直播间"] li img').length);
      if (frames.length < 2_000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { roomFrames: number[] }).roomFrames);
}

test("a newcomer's /vlive/0 shows its first rooms before main.js, and the page takes over in place", async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === ROOMS_CALL) calls.push(r.url());
  });
  const frames = await countRoomsEachFrame(page);
  const release = await holdMainJsUntilReleased(page);
  await page.goto(`${hostUrl}/vlive/0`, { waitUntil: 'commit' });

  // main.js has not run: the rooms are the early draw's, outside React's root
  const early = page.locator('#kk-early-draw').getByRole('list', { name: '直播间' }).getByRole('listitem');
  await expect(early.first()).toBeVisible();
  expect(await page.locator('#root').getByRole('list', { name: '直播间' }).count()).toBe(0);
  const earlyTitles = await early.locator('p').first().allTextContents();
  const earlyCount = await early.count();
  const earlyBox = await early.first().boundingBox();
  const earlyHref = await early.first().getByRole('link').getAttribute('href');

  release();
  await expect(page.locator('#kk-early-draw')).toHaveCount(0);
  // the page's own rooms, where the early ones were: the same first room, the same place
  const drawn = page.locator('#root').getByRole('list', { name: '直播间' }).getByRole('listitem');
  expect(await drawn.first().boundingBox()).toEqual(earlyBox);
  expect(await drawn.first().getByRole('link').getAttribute('href')).toBe(earlyHref);
  expect(await drawn.locator('p').first().allTextContents()).toEqual(earlyTitles);
  await expect(page.getByRole('heading', { name: '直播' })).toBeVisible();

  // from the first frame with rooms, every frame has at least as many: no flash at the handover
  const counts = await frames();
  const shown = counts.slice(counts.findIndex((n) => n > 0));
  expect(shown.length).toBeGreaterThan(1);
  expect(Math.min(...shown)).toBeGreaterThanOrEqual(earlyCount);
  // the list was asked for once: the HTML's preload, taken by early.js and handed to the page
  expect(calls).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});
