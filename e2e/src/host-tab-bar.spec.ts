/** Issue 6 point 3: the tab bar — both ports, logged out and in, highlights and the unread badge. */
import type { RunningServer } from '@kickoff/ops/src/static-server';
import { test, expect } from './support/fixtures';
import { HOST_8096, loginContext, publish, serveHostOn8096, tabBar, tabKeys } from './host-helpers';
import { clearUnread } from './messaging-helpers';

const PRIVATE_CHAT = 10001;

test.describe('tab bar', () => {
  test('visitors see 比分 头条 直播 我的 with the spec paths', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/live/hot`);
    expect(await tabKeys(page)).toEqual(['bf', 'zx', 'zhb', 'user']);
    const bar = tabBar(page);
    await expect(bar.getByRole('link', { name: '比分' })).toHaveAttribute('href', '/live/hot');
    await expect(bar.getByRole('link', { name: '头条' })).toHaveAttribute('href', '/news/1002/');
    await expect(bar.getByRole('link', { name: '直播' })).toHaveAttribute('href', '/vlive/0');
    await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('href', '/user');
  });

  test('logged in on a port other than 8096: ChatGPT tab, no 消息', async ({ page, context, hostUrl, apiUrl }) => {
    await loginContext(context, hostUrl, apiUrl);
    await page.goto(`${hostUrl}/live/hot`);
    await expect(tabBar(page).getByRole('link', { name: 'ChatGPT' })).toHaveAttribute('href', '/ChatGPT');
    expect(await tabKeys(page)).toEqual(['bf', 'zx', 'zhb', 'ChatGPT', 'user']);
  });

  test('the tab of the current route is highlighted', async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}/vlive/0`);
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveAttribute('data-tab', 'zhb');
    await tabBar(page).getByRole('link', { name: '比分' }).click();
    await expect(page).toHaveURL(`${hostUrl}/live/hot`);
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveAttribute('data-tab', 'bf');
  });

  test('database, community, community/list and proposal light the 头条 tab, each page from the news remote', async ({
    page,
    hostUrl,
  }) => {
    const pages: Array<[string, string]> = [
      ['/database', '资料库'],
      ['/community', '社区'],
      ['/community/list', '帖子列表'],
      ['/proposal', '专家推荐'],
    ];
    for (const [path, title] of pages) {
      await page.goto(`${hostUrl}${path}`);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(tabBar(page).locator('[aria-current="page"]')).toHaveAttribute('data-tab', 'zx');
    }
  });

  test('unread chat badge when logged in, capped at 99+', async ({ page, context, hostUrl, apiUrl }) => {
    const { userId, token } = await loginContext(context, hostUrl, apiUrl);
    // the badge starts from the server's total: the seeded demo fan has unread chats and notices
    await clearUnread(apiUrl, token);
    const opened = page.waitForEvent('websocket');
    await page.goto(`${hostUrl}/live/hot`);
    const ws = await opened;
    // the hub answers the identification; after that user pushes reach this page
    await ws.waitForEvent('framereceived', {
      predicate: (f) => String(f.payload).includes('"code":10000') && String(f.payload).includes(`"userId":${userId}`),
    });
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await publish(apiUrl, `user:${userId}`, PRIVATE_CHAT, { from: 1, text: '你好' });
    await expect(page.getByTestId('unread-badge')).toHaveText('1');
    for (let i = 0; i < 99; i += 1) await publish(apiUrl, `user:${userId}`, PRIVATE_CHAT, { from: 1, text: `#${i}` });
    await expect(page.getByTestId('unread-badge')).toHaveText('99+');
  });

  test.describe('on port 8096', () => {
    let server: RunningServer | null = null;
    // a second host origin, as `npm start` serves one: the static files plus the API and socket behind it
    test.beforeAll(async ({ hostUrl, apiUrl }) => {
      server = await serveHostOn8096(hostUrl, apiUrl);
    });
    test.afterAll(async () => {
      await server?.close();
    });

    test('visitors still see no 消息 tab', async ({ page }) => {
      await page.goto(`${HOST_8096}/live/hot`);
      expect(await tabKeys(page)).toEqual(['bf', 'zx', 'zhb', 'user']);
    });

    test('logged in: 消息 /message instead of ChatGPT, with the unread badge on it', async ({
      page,
      context,
      apiUrl,
    }) => {
      const { userId, token } = await loginContext(context, HOST_8096, apiUrl);
      await clearUnread(apiUrl, token);
      const opened = page.waitForEvent('websocket');
      await page.goto(`${HOST_8096}/live/hot`);
      const ws = await opened;
      await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes(`"userId":${userId}`) });
      expect(await tabKeys(page)).toEqual(['bf', 'zx', 'zhb', 'message', 'user']);
      await expect(tabBar(page).getByRole('link', { name: '消息' })).toHaveAttribute('href', '/message');
      await publish(apiUrl, `user:${userId}`, PRIVATE_CHAT, { from: 1, text: '在吗' });
      await expect(tabBar(page).locator('[data-tab="message"]').getByTestId('unread-badge')).toHaveText('1');
    });
  });
});
