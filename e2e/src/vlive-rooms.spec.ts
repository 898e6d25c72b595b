/**
 * The home page (/ → /vlive/0): the live-room list shows the engine's matches on now and next, each opening its match.
 */
import { test, expect } from './support/fixtures';
import { apiData } from './scores-helpers';

interface HotList {
  football: Array<{ id: number; s: number }>;
  basketball: Array<{ id: number; s: number }>;
}

test('the live rooms are the matches on now and next; a room opens its match detail', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const hot = await apiData<HotList>(apiUrl, '/api/live/hot/list');
  const onOrNext = [
    ...hot.football.filter((m) => m.s >= 1 && m.s <= 7),
    ...hot.basketball.filter((m) => m.s >= 1 && m.s <= 9),
  ];
  expect(onOrNext.length).toBeGreaterThan(0);

  await page.goto(`${hostUrl}/`);
  await expect(page).toHaveURL(`${hostUrl}/vlive/0`);
  const rooms = page.getByRole('list', { name: '直播间' }).getByRole('link');
  await expect(rooms.first()).toBeVisible();
  const hrefs = await rooms.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/live\/(zq|lq)\/detail\/\d+$/);
  const ids = new Set(onOrNext.map((m) => m.id));
  expect(hrefs.filter((h) => ids.has(Number(h!.split('/').pop()))).length).toBeGreaterThan(0);

  await rooms.first().click();
  await expect(page).toHaveURL(new RegExp(`${hostUrl}/live/(zq|lq)/detail/\\d+$`));
  await expect(page.getByTestId('detail-header')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
