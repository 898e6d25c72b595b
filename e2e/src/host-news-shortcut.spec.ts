/** Issue 6 point 5: the floating news shortcut from localStorage 'newsNav'. */
import { test, expect } from './support/fixtures';

const saved = [
  { tag: '英超', title: '曼城客场逆转热刺', link1: 'zx', type: 1002, id: 31 },
  { tag: '圈子', title: '今晚谁能赢？', link1: 'qz', code: 'P100' },
];

test.describe('news shortcut', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((items) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('newsNav', JSON.stringify(items));
        sessionStorage.setItem('seeded', '1');
      }
    }, saved);
  });

  test('collapsed to tags, expands to tag + title, removes an item', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    const shortcut = page.getByTestId('news-shortcut');
    await expect(shortcut.getByLabel('收藏的资讯标签')).toHaveText('英超圈子');
    await shortcut.getByRole('button', { name: '资讯' }).click();
    await expect(shortcut.getByRole('list', { name: '收藏的资讯' }).getByRole('listitem')).toHaveCount(2);
    await expect(shortcut).toContainText('曼城客场逆转热刺');
    await shortcut.getByRole('button', { name: '移除 曼城客场逆转热刺' }).click();
    await expect(shortcut.getByRole('listitem')).toHaveCount(1);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('newsNav'))) ?? '[]')).toEqual([saved[1]]);
    await shortcut.getByRole('button', { name: '收起' }).click();
    await expect(shortcut.getByLabel('收藏的资讯标签')).toHaveText('圈子');
  });

  test('news item opens news detail; qz opens community detail by code', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    const shortcut = page.getByTestId('news-shortcut');
    await shortcut.getByRole('button', { name: '资讯' }).click();
    await shortcut.getByRole('button', { name: '英超 曼城客场逆转热刺', exact: true }).click();
    await expect(page).toHaveURL(`${hostUrl}/news/1002/31`);
    await page.goto(`${hostUrl}/live/hot`);
    await page.getByTestId('news-shortcut').getByRole('button', { name: '资讯' }).click();
    await page.getByTestId('news-shortcut').getByRole('button', { name: '圈子 今晚谁能赢？', exact: true }).click();
    await expect(page).toHaveURL(`${hostUrl}/community/detail?code=P100`);
  });

  test('not shown on the default layout', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/no/such/page`);
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toBeVisible();
    await expect(page.getByTestId('news-shortcut')).toHaveCount(0);
  });
});
