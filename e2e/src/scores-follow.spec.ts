/** Issue 7: a followed match appears under 关注 after a reload (visitor: localStorage; fan: server). */
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';

test('a visitor follows a match; it is under 关注 after a reload', async ({ page, hostUrl }) => {
  await page.goto(`${hostUrl}/live/zq`);
  const row = page.getByTestId('match-row').nth(1);
  const id = await row.getAttribute('data-match-id');
  await row.getByRole('button', { name: /^关注/ }).click();
  await expect(row.getByRole('button', { name: /^取消关注/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByRole('tab', { name: '关注' }).click();
  await expect(page).toHaveURL(/\/live\/zq\/gz$/);
  const followed = page.getByTestId('match-row');
  await expect(followed).toHaveCount(1);
  await expect(followed.first()).toHaveAttribute('data-match-id', id!);
  await page.screenshot({ path: 'output/screenshots/scores-follow.png' });
});

test('a logged-in fan’s follow is kept on the server', async ({ page, context, hostUrl, apiUrl }) => {
  const { token } = await loginContext(context, hostUrl, apiUrl);
  await page.goto(`${hostUrl}/live/zq`);
  const row = page.getByTestId('match-row').nth(2);
  const id = Number(await row.getAttribute('data-match-id'));
  const button = row.getByRole('button', { name: /关注/ });
  if ((await button.getAttribute('aria-pressed')) === 'true') await button.click();
  await row.getByRole('button', { name: /^关注/ }).click();
  await expect
    .poll(async () => {
      const res = await fetch(`${apiUrl}/api/live/follow/list`, { headers: { accessToken: token } });
      const json = (await res.json()) as { data: Array<{ matchId: number; sport: string }> };
      return json.data.some((f) => f.matchId === id && f.sport === 'football');
    })
    .toBe(true);
  await page.evaluate(() => localStorage.removeItem('kickoff-follows'));
  await page.reload();
  await page.getByRole('tab', { name: '关注' }).click();
  await expect(page.locator(`[data-match-id="${id}"]`)).toBeVisible();
});
