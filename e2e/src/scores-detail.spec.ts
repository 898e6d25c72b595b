/** Issues 7 and 35: football detail tabs (stats, charts, odds, analysis); basketball tables and 阵容. */
import { isBasketballFinished, isBasketballLive, isFootballFinished, isFootballLive } from '@kickoff/shared/contracts';
import { test, expect } from './support/fixtures';
import { apiData, liveFootball, shot, type ListRow } from './scores-helpers';

test.describe('match detail', () => {
  test('football: 直播 stats and pies, 指数 with history, 分析 tables', async ({
    page,
    hostUrl,
    apiUrl,
    consoleErrors,
  }) => {
    const rows = await liveFootball(apiUrl);
    // a match that has been played (or is in play) has statistics and events
    const m = rows.find((r) => isFootballLive(r.s) || isFootballFinished(r.s)) ?? rows[0]!;
    await page.goto(`${hostUrl}/live/zq/detail/${m.id}`);
    const header = page.getByTestId('detail-header');
    await expect(header).toContainText(m.home.name);
    await expect(header).toContainText(m.away.name);
    await expect(header).toContainText(m.league.name);
    await expect(page.getByRole('tab', { name: '直播' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('stat-bars')).toContainText('危险进攻');
    await expect(page.getByTestId('pies').locator('canvas')).toHaveCount(3);
    await shot(page, 'football-detail');

    await page.getByRole('tab', { name: '指数' }).click();
    const odds = page.getByTestId('odds-table');
    await expect(odds.locator('tbody tr').first()).toBeVisible();
    // 亚指 shows handicap labels from the shared rules (平手, 半球, 受半球 …)
    await expect(odds).toContainText(/平手|半球|一球|球半|受/);
    await shot(page, 'football-odds');
    await odds.locator('tbody tr').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByTestId('odds-history').locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('tab', { name: '欧指' }).click();
    await expect(odds.locator('thead')).toContainText('主胜');

    await page.getByRole('tab', { name: '分析' }).click();
    await expect(page.getByTestId('h2h-summary')).toContainText(/\d+胜/);
    const table = page.getByTestId('league-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'football-analysis');
    expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  test('the list row opens the detail page', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/zq`);
    const row = page.getByTestId('match-row').first();
    const id = await row.getAttribute('data-match-id');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/live/zq/detail/${id}$`));
    await expect(page.getByTestId('detail-header')).toBeVisible();
  });

  test('basketball: quarter table, team stats and 指数', async ({ page, hostUrl, apiUrl }) => {
    const rows = await apiData<ListRow[]>(apiUrl, '/api/live/basketball/match');
    const m = rows.find((r) => isBasketballLive(r.s) || isBasketballFinished(r.s)) ?? rows[0]!;
    await page.goto(`${hostUrl}/live/lq/detail/${m.id}`);
    await expect(page.getByTestId('detail-header')).toContainText(m.home.name);
    await expect(page.getByTestId('quarter-table')).toContainText('一节');
    await shot(page, 'basketball-detail');
    await page.getByRole('tab', { name: '统计' }).click();
    await expect(page.getByTestId('team-stats')).toContainText('篮板');
    // issue 35: the 阵容 tab (a lazy chunk) has both starting fives with a number in each column
    await page.getByRole('tab', { name: '阵容' }).click();
    const sides = page.getByTestId('box-side');
    await expect(sides).toHaveCount(2);
    for (const side of await sides.all()) await expect(side.getByTestId('box-starter')).toHaveCount(5);
    const cells = await page.locator('[data-testid="box-starter"] td').allTextContents();
    expect(cells).toHaveLength(2 * 5 * 4);
    for (const c of cells) expect(c).toMatch(/^\d+$/);
    if (isBasketballLive(m.s) || isBasketballFinished(m.s)) expect(cells.some((c) => Number(c) > 0)).toBe(true);
    await shot(page, 'basketball-box-score');
    await page.getByRole('tab', { name: '指数' }).click();
    await expect(page.getByTestId('odds-table').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: '让分' })).toBeVisible();
  });
});
