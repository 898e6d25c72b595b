/** Issue 7: the football, basketball and hot lists render live data at phone size. */
import { test, expect } from './support/fixtures';
import { liveFootball, shot } from './scores-helpers';

test.describe('score lists', () => {
  test('football 即时 shows the live rows with league, time, teams and score', async ({
    page,
    hostUrl,
    apiUrl,
    consoleErrors,
  }) => {
    const rows = await liveFootball(apiUrl);
    expect(rows.length).toBeGreaterThan(0);
    await page.goto(`${hostUrl}/live/zq`);
    const list = page.getByRole('list', { name: '足球比分' });
    await expect(list).toBeVisible();
    const first = list.getByTestId('match-row').first();
    await expect(first).toBeVisible();
    const id = Number(await first.getAttribute('data-match-id'));
    const m = rows.find((r) => r.id === id)!;
    expect(m).toBeTruthy();
    await expect(first).toContainText(m.league.name);
    await expect(first).toContainText(m.home.name);
    await expect(first).toContainText(m.away.name);
    // the engine moves on while the page loads (a match ends, another starts): compare with a fresh list
    await expect
      .poll(async () => {
        const shownNow = (await liveFootball(apiUrl)).filter((r) => r.isShow).length;
        return (await page.getByTestId('count-bar').textContent())?.includes(`共${shownNow}场`);
      })
      .toBe(true);
    await expect(page.getByRole('tab', { name: '即时' })).toHaveAttribute('aria-selected', 'true');
    // windowed: far fewer rows in the DOM than the list holds when the list is long
    const inDom = await list.getByTestId('match-row').count();
    if (rows.length > 40) expect(inDom).toBeLessThan(rows.length);
    await shot(page, 'football-list');
    // scrolling the window brings the last rows into the DOM
    const shown = rows.filter((r) => r.isShow);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator(`[data-match-id="${shown.at(-1)!.id}"]`)).toBeVisible();
    // other remotes may be absent in a partial build (their manifest 404s); this page must not throw
    expect(consoleErrors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  test('赛程 shows a date strip with week names', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/zq/sc`);
    const strip = page.getByRole('tablist', { name: '选择日期' });
    await expect(strip).toBeVisible();
    await expect(strip.getByRole('tab')).toHaveCount(7);
    await expect(strip.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(strip).toContainText(/周[日一二三四五六]/);
    await expect(page.getByRole('list', { name: '足球比分' }).or(page.getByText('暂无比赛'))).toBeVisible();
  });

  test('basketball and hot lists render', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/lq`);
    await expect(page.getByRole('list', { name: '篮球比分' }).getByTestId('match-row').first()).toBeVisible();
    await shot(page, 'basketball-list');
    await page.goto(`${hostUrl}/live/hot`);
    await expect(page.getByTestId('match-row').first()).toBeVisible();
    await shot(page, 'hot-list');
    // 设置's code comes on the tap (a lazy chunk): the panel opens all the same
    await page.getByRole('button', { name: '设置' }).click();
    await expect(page.getByRole('switch', { name: '排名' })).toBeVisible();
  });

  test('AI predictions: probabilities from the euro odds with a one-line explanation', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/ai/list`);
    const card = page.getByTestId('ai-card').first();
    await expect(card).toContainText(/主胜 \d+%/);
    await expect(card.getByTestId('ai-explain')).toHaveText(/。$/);
    const pct = (await card.textContent())!
      .match(/(\d+)%/g)!
      .slice(0, 3)
      .map((x) => Number(x.slice(0, -1)));
    expect(Math.abs(pct.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(2);
    await shot(page, 'ai-list');
    await page.goto(`${hostUrl}/live/ai`);
    await expect(page.getByTestId('ai-card')).toHaveCount(1);
    await expect(page.getByTestId('ai-explain')).toBeVisible();
  });
});
