/**
 * 头条 and community at phone size: /news/1002 shows at least ten articles the server wrote from
 * the engine's matches, with covers; a report's score is the engine's; an article opens, the demo
 * fan's comment appears and a script in it stays text; a saved article is in the floating news
 * shortcut after a reload; a post with two pictures appears in /community/list.
 */
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';
import { apiData } from './scores-helpers';

interface Item {
  id: number;
  kind: string;
  title: string;
  tag: string;
  matchId: number | null;
}

/** a 1×1 PNG: the server re-encodes it like any photo */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 375, height: 812 } });

test('headlines are real articles with covers; detail, comment, a script as text, save to the shortcut', async ({
  page,
  context,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  await loginContext(context, hostUrl, apiUrl);
  await page.goto(`${hostUrl}/news/1002`);
  const cards = page.locator('main li a[href^="/news/1002/"]');
  await expect(cards.nth(9)).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < 10; i++)
    await expect(cards.nth(i).locator('img')).toHaveAttribute('src', /\/inform\/cover\/\d+\.svg$/);
  // the covers on screen have loaded (SVG drawn by the server)
  const loaded = await cards
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.slice(0, 3).map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
    );
  expect(loaded).toEqual([true, true, true]);

  // a football report: its match card shows the engine's score for that match
  const res = await fetch(`${apiUrl}/inform/info/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ column: 1003, page: 1, size: 50 }),
  });
  const { list } = ((await res.json()) as { data: { list: Item[] } }).data;
  const report = list.find((i) => i.kind === 'report' && i.matchId !== null)!;
  const header = await apiData<{ sc: [number, number] }>(
    apiUrl,
    `/api/live/fb/match/live/navigation/${report.matchId}`,
  );
  await page.goto(`${hostUrl}/news/1002/${report.id}`);
  await expect(page.getByRole('heading', { name: report.title })).toBeVisible();
  await expect(page.getByTestId('news-match-score')).toHaveText(`${header.sc[0]} - ${header.sc[1]}`);
  await expect(page.getByRole('link', { name: /比赛详情/ })).toHaveAttribute(
    'href',
    `/live/zq/detail/${report.matchId}`,
  );

  const payload = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">好球 ${Date.now()}`;
  await page.getByRole('textbox', { name: '写评论' }).fill(payload);
  await page.getByRole('button', { name: '发表' }).click();
  await expect(page.getByTestId('comment').first().locator('p').nth(1)).toHaveText(payload);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.getByRole('button', { name: '收藏' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  // the shortcut floats on the banner layouts (the headlines), not on the article page
  await page.goto(`${hostUrl}/news/1002`);
  const shortcut = page.getByTestId('news-shortcut');
  await expect(shortcut.getByLabel('收藏的资讯标签')).toContainText(report.tag);
  await shortcut.getByRole('button', { name: '资讯' }).click();
  await expect(shortcut).toContainText(report.title);
  expect(consoleErrors).toEqual([]);
});

test('a post with two pictures appears in /community/list', async ({
  page,
  context,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  await loginContext(context, hostUrl, apiUrl);
  await page.goto(`${hostUrl}/community/list`);
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.getByRole('button', { name: '发帖' }).click();
  const text = `现场两张照片 ${Date.now()}`;
  await page.getByRole('textbox', { name: '内容' }).fill(text);
  await page.getByLabel('添加图片').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: PNG },
    { name: 'b.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('img', { name: '已选图片' })).toHaveCount(2);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page).toHaveURL(/\/community\/detail\?code=P\d+/);
  await expect(page.getByText(text)).toBeVisible();
  await page.goto(`${hostUrl}/community/list`);
  const card = page.getByTestId('post-card').filter({ hasText: text });
  await expect(card.getByRole('img', { name: '帖子图片' })).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});
