/**
 * Issue 35: on a live engine match's 阵容 tab both elevens stand in their formations, ratings come
 * after ten minutes and move at a goal, all by pushes (the dev VAR match scores after minute 11 and
 * VAR takes the goal back by minute 20).
 */
import { test, expect } from './support/fixtures';
import { shot, varMatch } from './scores-helpers';

test('football detail: lineups show 11 + 11 in formations, ratings come after ten minutes and move at a goal', async ({
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const match = await varMatch(apiUrl, { inSeconds: 3, byMinute: 20, afterMinute: 11 });
  await page.goto(`${hostUrl}/live/zq/detail/${match.id}`);
  await expect(page.getByTestId('detail-header')).toContainText(match.home);
  await page.getByRole('tab', { name: '阵容' }).click();

  const lineup = page.getByTestId('lineup');
  await expect(lineup.getByTestId('lineup-home').getByTestId('lineup-player')).toHaveCount(11);
  await expect(lineup.getByTestId('lineup-away').getByTestId('lineup-player')).toHaveCount(11);
  for (const f of await lineup.getByTestId('lineup-formation').allTextContents()) {
    expect(f).toMatch(/^\d(-\d)+$/);
    expect(f.split('-').reduce((n, x) => n + Number(x), 0)).toBe(10);
  }
  // no rating is shown before ten minutes of play, all 22 starters have one after
  if ((await lineup.getAttribute('data-rated')) === 'false')
    await expect(lineup.locator('[data-testid="lineup-player"] [data-testid="rating"]')).toHaveCount(0);
  await expect(lineup).toHaveAttribute('data-rated', 'true', { timeout: 60_000 });
  await expect(lineup.locator('[data-testid="lineup-player"] [data-testid="rating"]')).toHaveCount(22);

  const score = async () => (await page.getByTestId('detail-score').textContent()) ?? '';
  const ratings = async () =>
    (await lineup.getByTestId('lineup-player').evaluateAll((els) => els.map((e) => e.getAttribute('data-rating')))).map(
      Number,
    );
  const score0 = await score();
  const before = await ratings();
  // the score changes (the goal, or VAR taking it back): the scorer's rating moves by a goal's worth
  await expect.poll(score, { timeout: 60_000, intervals: [250] }).not.toBe(score0);
  await expect
    .poll(async () => Math.max(...(await ratings()).map((r, i) => Math.abs(r - (before[i] ?? r)))), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(0.9);
  await shot(page, 'football-lineup');
  expect(consoleErrors).toEqual([]);
});
