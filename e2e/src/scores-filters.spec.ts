/** Issue 7: the league filter hides matches, shows the hidden count, and persists until 10:00. */
import { test, expect } from './support/fixtures';

/** The next 10:00 in Beijing time (the suite's e2e time zone), as unix seconds. */
function nextTenBeijing(nowMs: number): number {
  const offset = 8 * 3600_000;
  const local = new Date(nowMs + offset);
  let ten = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 10) - offset;
  if (nowMs >= ten) ten += 86_400_000;
  return ten / 1000;
}

test('filtering to hot leagues hides the rest, survives a reload and expires at 10:00', async ({
  page,
  context,
  hostUrl,
}) => {
  await page.goto(`${hostUrl}/live/zq`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await page.getByRole('button', { name: '筛选' }).click();
  const dialog = page.getByRole('dialog', { name: '赛事筛选' });
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: '字母索引' })).toBeVisible();
  await expect(dialog.getByTestId('filter-hidden')).toHaveText('隐藏0场');
  await dialog.getByRole('button', { name: '热门' }).click();
  const hiddenText = (await dialog.getByTestId('filter-hidden').textContent()) ?? '';
  const hidden = Number(/隐藏(\d+)场/.exec(hiddenText)![1]);
  expect(hidden).toBeGreaterThan(0);
  await page.screenshot({ path: 'output/screenshots/scores-filter.png' });
  const before = Date.now();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('count-bar')).toContainText(`隐藏${hidden}场`);

  const cookies = await context.cookies(hostUrl);
  const type = cookies.find((c) => c.name === 'filterType');
  const ids = cookies.find((c) => c.name === 'filterId');
  expect(type?.value).toBe('leagues');
  expect(ids?.value).toMatch(/^\d+(%2C\d+)*$/);
  const expected = nextTenBeijing(before);
  expect(Math.abs(type!.expires - expected)).toBeLessThan(2);
  expect(Math.abs(ids!.expires - expected)).toBeLessThan(2);

  await page.reload();
  await expect(page.getByTestId('count-bar')).toContainText(`隐藏${hidden}场`);

  // 全选 clears the filter again
  await page.getByRole('button', { name: '筛选' }).click();
  await dialog.getByRole('button', { name: '全选' }).click();
  await expect(dialog.getByTestId('filter-hidden')).toHaveText('隐藏0场');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('count-bar')).not.toContainText('隐藏');
});

test('the settings toggles persist across a reload', async ({ page, hostUrl }) => {
  await page.goto(`${hostUrl}/live/zq`);
  await page.getByRole('button', { name: '设置' }).click();
  const ranking = page.getByRole('switch', { name: '排名' });
  await expect(ranking).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: '进球提示' })).toHaveAttribute('aria-checked', 'true');
  await ranking.click();
  await expect(ranking).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await page.getByRole('button', { name: '设置' }).click();
  await expect(page.getByRole('switch', { name: '排名' })).toHaveAttribute('aria-checked', 'true');
});
