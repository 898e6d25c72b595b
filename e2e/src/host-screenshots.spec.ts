/** Screenshots of the shell logged out and logged in, for the issue note (e2e/output/screenshots). */
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { loginContext, tabKeys, tabBar } from './host-helpers';

const OUT = path.resolve(__dirname, '../output/screenshots');

test('shell screenshots, logged out and logged in', async ({ page, context, hostUrl, apiUrl }) => {
  await page.goto(`${hostUrl}/live/hot`);
  await expect(tabBar(page)).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, 'host-logged-out.png') });

  await loginContext(context, hostUrl, apiUrl);
  await page.goto(`${hostUrl}/vlive/0`);
  await expect.poll(async () => (await tabKeys(page)).includes('ChatGPT')).toBe(true);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, 'host-logged-in.png') });
});
