/**
 * Issue 35: on a live engine match's detail, the 攻势图 grows a bar each minute, the 胜率走势 moves
 * the way a goal points and the 射门图 shows the engine's shots, all by pushes (the VAR dev match
 * scores within its first 12 minutes).
 */
import { test, expect } from './support/fixtures';
import { shot, varMatch } from './scores-helpers';

test('football detail: momentum bars grow each minute, the win probability moves at a goal, shots map', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const match = await varMatch(apiUrl, { inSeconds: 3, byMinute: 12 });
  await page.goto(`${hostUrl}/live/zq/detail/${match.id}`);
  await expect(page.getByTestId('detail-header')).toContainText(match.home);

  const bars = page.getByTestId('momentum');
  const minutes = async () => Number(await bars.getAttribute('data-minutes'));
  await expect.poll(minutes, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect(bars.locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('win-probability').locator('canvas')).toHaveCount(1);

  const score = async () => {
    const m = /(\d+)\D+(\d+)/.exec((await page.getByTestId('detail-score').textContent()) ?? '');
    return m ? Number(m[1]) - Number(m[2]) : 0;
  };
  // home's chance less away's, in points: a goal moves it by tens of points the scorer's way
  const edge = async () => {
    const text = (await page.getByTestId('win-probability-now').textContent()) ?? '';
    return Number(/主胜 (\d+)%/.exec(text)?.[1]) - Number(/客胜 (\d+)%/.exec(text)?.[1]);
  };
  const lead0 = await score();
  const edge0 = await edge();
  const grown = await minutes();
  // a minute of match clock is three seconds at LIVE_SPEED 20: the next bar comes without a reload
  await expect.poll(minutes, { timeout: 15_000 }).toBeGreaterThan(grown);

  // the score changes (a goal, or VAR taking one back) and the line follows the lead; a goal stands
  // for a minute of match clock at least, which the 250 ms polls cannot miss
  await expect
    .poll(async () => Math.sign((await score()) - lead0) * ((await edge()) - edge0), {
      timeout: 60_000,
      intervals: [250],
    })
    .toBeGreaterThanOrEqual(10);
  // the goal's minute has closed by now or soon: its shot is on the map, and the xG totals with it
  const map = page.getByTestId('shot-map');
  await expect.poll(async () => Number(await map.getAttribute('data-shots')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(map.locator('circle title').first()).toContainText('xG');
  await expect(page.getByText(/xG \d\.\d\d/).first()).toBeVisible();
  await shot(page, 'football-trend');
  expect(consoleErrors).toEqual([]);
});
