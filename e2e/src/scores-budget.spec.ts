/**
 * Issue 7 budget, on the production build as served: the list page's own chunk is at most 40 KB
 * gzip, no chunk the list route loads contains ECharts, and the detail page does load it.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { liveFootball } from './scores-helpers';

const LIST_BUDGET = 40 * 1024;
// a string only ECharts' core carries (its instance attribute), present in any build of it
const ECHARTS_MARK = '_echarts_instance_';

function collectScripts(page: Page): Array<Promise<{ url: string; body: Buffer }>> {
  const out: Array<Promise<{ url: string; body: Buffer }>> = [];
  page.on('response', (res: Response) => {
    if (res.request().resourceType() === 'script' || res.url().endsWith('.js'))
      out.push(
        res.body().then(
          (body) => ({ url: res.url(), body }),
          () => ({ url: res.url(), body: Buffer.alloc(0) }),
        ),
      );
  });
  return out;
}

test('list chunk ≤ 40 KB gzip and ECharts only on the detail page', async ({ page, hostUrl, apiUrl }) => {
  const scripts = collectScripts(page);
  await page.goto(`${hostUrl}/live/zq`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  const listScripts = await Promise.all(scripts.splice(0));
  const own = listScripts.find((s) => /\/page-zq-list\.[0-9a-f]+\.js$/.test(s.url));
  expect(own, 'the list page chunk (page-zq-list.*.js) was loaded').toBeTruthy();
  const ownGzip = gzipSync(own!.body).length;
  const scoresGzip = listScripts
    .filter((s) => s.url.includes(new URL(own!.url).host))
    .reduce((n, s) => n + gzipSync(s.body).length, 0);
  console.info(
    `list page chunk ${(ownGzip / 1024).toFixed(1)} KB gzip; all scores JS on the list route ` +
      `${(scoresGzip / 1024).toFixed(1)} KB gzip`,
  );
  expect(ownGzip).toBeLessThanOrEqual(LIST_BUDGET);
  expect(listScripts.filter((s) => s.body.includes(ECHARTS_MARK)).map((s) => s.url)).toEqual([]);

  const m = (await liveFootball(apiUrl))[0]!;
  await page.goto(`${hostUrl}/live/zq/detail/${m.id}`);
  await expect(page.getByTestId('pies').locator('canvas').first()).toBeVisible();
  const detailScripts = await Promise.all(scripts.splice(0));
  expect(detailScripts.some((s) => s.body.includes(ECHARTS_MARK))).toBe(true);
});
