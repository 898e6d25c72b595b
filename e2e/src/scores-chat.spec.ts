/**
 * 聊球 at phone size: the football list loads no chat code until its 聊球 tab is opened; two
 * signed-in fans (the demo fan and one registered through the SMS code) chat in the football room,
 * each line reaching the other live, and one reports the other's line (举报); a visitor reads the
 * room's history and is asked to 登录 to write.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';
import { registerFan } from './messaging-helpers';
import { watchSubscriptions } from './support/subscriptions';

const chatScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /sport-chat|room-chat/.test(n)),
  );

async function openChat(context: BrowserContext, hostUrl: string, viaTab: boolean): Promise<Page> {
  const page = await context.newPage();
  const sockets = watchSubscriptions(page);
  if (viaTab) {
    await page.goto(`${hostUrl}/live/zq/js`);
    await expect(page.getByRole('tab', { name: '聊球' })).toBeVisible();
    expect(await chatScripts(page)).toEqual([]);
    await page.getByRole('tab', { name: '聊球' }).click();
    await expect(page).toHaveURL(`${hostUrl}/live/zq/chat`);
    expect((await chatScripts(page)).length).toBeGreaterThan(0);
  } else {
    await page.goto(`${hostUrl}/live/zq/chat`);
  }
  await expect(page.getByRole('list', { name: '聊天消息' })).toBeVisible();
  // what is said from here on is pushed to this page, not only found on a refill
  await sockets.subscribed('room:football');
  return page;
}

test('two fans chat in the football room; a visitor reads it and is asked to 登录 to write', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const demoContext = await browser.newContext();
  await loginContext(demoContext, hostUrl, apiUrl);
  const stamp = String(Date.now()).slice(-6);
  const { token } = await registerFan(apiUrl, `136${String(Date.now()).slice(-8)}`, `球迷${stamp}`);
  const fanContext = await browser.newContext();
  await fanContext.addCookies([{ name: 'token', value: token, url: hostUrl }]);
  const demo = await openChat(demoContext, hostUrl, true);
  const fan = await openChat(fanContext, hostUrl, false);

  const question = `今晚的德比谁能赢？${stamp}`;
  await demo.getByLabel('聊天内容').fill(question);
  await demo.getByRole('button', { name: '发送' }).click();
  await expect(fan.getByTestId('chat-line').filter({ hasText: question })).toBeVisible();
  const answer = `主队稳了${stamp}`;
  await fan.getByLabel('聊天内容').fill(answer);
  await fan.getByRole('button', { name: '发送' }).click();
  await expect(demo.getByTestId('chat-line').filter({ hasText: answer })).toBeVisible();
  await expect(fan.getByTestId('chat-line').filter({ hasText: answer })).toHaveCount(1);
  await demo.screenshot({ path: 'output/screenshots/scores-chat.png' });
  // the demo fan taps the other fan's line: 举报 with a reason goes to the console's queue
  await demo.getByTestId('chat-line').filter({ hasText: answer }).getByRole('button').first().click();
  await expect(demo.getByRole('dialog', { name: /^举报 .+ 的发言$/ })).toBeVisible();
  await demo.getByRole('button', { name: '辱骂攻击' }).click();
  await expect(demo.getByText('举报已提交，我们会尽快处理')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await openChat(visitorContext, hostUrl, false);
  await expect(visitor.getByTestId('chat-line').filter({ hasText: question })).toBeVisible();
  await expect(visitor.getByTestId('chat-line').filter({ hasText: answer })).toBeVisible();
  await expect(visitor.getByLabel('聊天内容')).toHaveCount(0);
  await visitor.getByRole('button', { name: '登录后参与聊天' }).click();
  await expect(visitor).toHaveURL(/\/user\/login/);
  await Promise.all([demoContext.close(), fanContext.close(), visitorContext.close()]);
});
