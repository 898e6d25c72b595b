/**
 * Issue 27 item 2 in a live room: a line written while the fan's network is down waits with
 * 网络异常，点击重发 and goes by itself when the connection returns; the other viewer sees it once.
 */
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';
import { call, registerFan } from './messaging-helpers';
import { droppableNetwork, offlineNoise } from './offline-helpers';
import { apiData } from './scores-helpers';

test('a room line written offline is sent once when the connection returns', async ({
  browser,
  context,
  page,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const rooms = await apiData<Array<{ id: number; status: string; matchId: number | null }>>(
    apiUrl,
    '/api/vlive/rooms?category=0',
  );
  const room = rooms.find((r) => r.status === 'live' && r.matchId === null)!;
  await loginContext(context, hostUrl, apiUrl);
  const fan = await registerFan(apiUrl, `136${String(Date.now()).slice(-8)}`);
  const fanContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await fanContext.addCookies([{ name: 'token', value: fan.token, url: hostUrl }]);
  const net = await droppableNetwork(fanContext);
  const fanPage = await fanContext.newPage();
  await fanPage.goto(`${hostUrl}/vlive/detail/${room.id}`);
  await page.goto(`${hostUrl}/vlive/detail/${room.id}`);
  await expect(fanPage.getByRole('list', { name: '聊天消息' })).toBeVisible();
  await expect(page.getByRole('list', { name: '聊天消息' })).toBeVisible();
  await expect.poll(net.connected).toBe(true);

  const text = `断网时说一句${String(Date.now()).slice(-4)}`;
  await net.setOnline(false);
  await fanPage.getByLabel('聊天内容').fill(text);
  await fanPage.getByRole('button', { name: '发送' }).click();
  const pending = fanPage.getByTestId('chat-pending');
  await expect(pending).toContainText(text);
  await expect(pending.getByRole('button', { name: '网络异常，点击重发' })).toBeVisible();
  await expect(fanPage.getByLabel('聊天内容')).toHaveValue('');

  await net.setOnline(true);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect(fanPage.getByTestId('chat-line').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByTestId('chat-line').filter({ hasText: text })).toHaveCount(1);
  const lines = await call<{ list: Array<{ text: string }> }>(apiUrl, '/chat/page', fan.token, {
    group: String(room.id),
  });
  expect(lines.list.filter((l) => l.text === text)).toHaveLength(1);
  await fanContext.close();
  expect(consoleErrors.filter((e) => !offlineNoise(e))).toEqual([]);
});
