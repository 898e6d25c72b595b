/**
 * Issue 27 item 2: messages written while the connection is down are not lost. A fan's browser
 * goes offline (HTTP refused by the browser, the realtime socket dropped and refused while down),
 * sends two, each shows 网络异常，点击重发; back online the socket reconnects and both are sent by
 * themselves. Then offline again, two more, the page closed before the network returns: the next
 * visit sends them. The other fan receives all of them once each, in order. A message the server
 * refuses for good (blocked) shows why, with 删除 and no 点击重发.
 */
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';
import { call, registerFan } from './messaging-helpers';
import { droppableNetwork, offlineNoise } from './offline-helpers';

test('messages sent offline are delivered once, in order, after a reconnect and after a reload', async ({
  browser,
  context,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const demo = await loginContext(context, hostUrl, apiUrl);
  const phone = `137${String(Date.now()).slice(-8)}`;
  const fan = await registerFan(apiUrl, phone);

  const fanContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await fanContext.addCookies([{ name: 'token', value: fan.token, url: hostUrl }]);
  const net = await droppableNetwork(fanContext);
  let page = await fanContext.newPage();
  await page.goto(`${hostUrl}/message/chatDetail?uid=${demo.userId}`);
  await expect(page).toHaveURL(/chatDetail\?id=\d+/);
  const chatUrl = page.url();
  const cid = Number(new URL(chatUrl).searchParams.get('id'));
  await expect.poll(net.connected).toBe(true);

  const say = async (text: string) => {
    await page.getByRole('textbox', { name: '输入消息' }).fill(text);
    await page.getByRole('button', { name: '发送' }).click();
  };
  await say('断网前一条');
  await expect(page.getByTestId('chat-message').last()).toContainText('断网前一条');

  // the network goes: both wait with 网络异常，点击重发
  await net.setOnline(false);
  await say('断网时第一条');
  await say('断网时第二条');
  const pending = page.getByTestId('chat-pending');
  await expect(pending).toHaveCount(2);
  await expect(pending.nth(0)).toContainText('断网时第一条');
  await expect(pending.nth(1)).toContainText('断网时第二条');
  for (const p of await pending.all())
    await expect(p.getByRole('button', { name: '网络异常，点击重发' })).toBeVisible();

  // back online: the socket reconnects and the two go by themselves
  await net.setOnline(true);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('chat-message')).toHaveCount(3);

  // offline again, two more, and the page is closed before the network returns
  await net.setOnline(false);
  await say('重开前第一条');
  await say('重开前第二条');
  await expect(pending.filter({ hasText: '网络异常，点击重发' })).toHaveCount(2);
  await page.close();
  await net.setOnline(true);
  page = await fanContext.newPage();
  await page.goto(chatUrl);
  await expect(page.getByTestId('chat-message')).toHaveCount(5);
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);

  // the other fan has each once, in order
  const sent = ['断网前一条', '断网时第一条', '断网时第二条', '重开前第一条', '重开前第二条'];
  const history = await call<{ list: Array<{ text: string; fromId: number }> }>(
    apiUrl,
    `/imapi/chat/history?conversationId=${cid}&size=30`,
    demo.token,
  );
  expect(history.list.filter((m) => m.fromId === fan.userId).map((m) => m.text)).toEqual(sent);
  const receiver = await context.newPage();
  await receiver.goto(chatUrl);
  const received = receiver.getByTestId('chat-message');
  await expect(received).toHaveCount(5);
  expect((await received.allInnerTexts()).map((t) => sent.find((s) => t.includes(s)))).toEqual(sent);

  // refused for good (the other fan blocked this one): the reason and 删除, no 点击重发
  await call(apiUrl, '/imapi/user/block', demo.token, { userId: fan.userId, on: true });
  await say('拉黑后这条发不出去');
  const refused = page.getByTestId('chat-pending').filter({ hasText: '拉黑后这条发不出去' });
  await expect(refused).toContainText('发送失败：对方已拒收你的消息');
  await expect(refused.getByRole('button')).toHaveText(['删除']);
  await refused.getByRole('button', { name: '删除' }).click();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('chat-message')).toHaveCount(5);
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  await call(apiUrl, '/imapi/user/block', demo.token, { userId: fan.userId, on: false });
  await fanContext.close();
  // the requests cut off are the test's doing, not the page's
  expect(consoleErrors.filter((e) => !offlineNoise(e))).toEqual([]);
});
