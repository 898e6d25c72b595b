/**
 * Issue 32 item 3 and issue 26 item 5, "Done means": an invited fan sees the invitation under 我的群聊,
 * accepts, and writes in the group (the owner reads it there); a fan who has a block with a member
 * cannot be invited (the owner's 邀请好友 shows the server's refusal), nor one who blocked the owner;
 * the group's QR code and link are shown in 群聊详情.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';
import { call, registerFan } from './messaging-helpers';

async function fanPage(browser: Browser, hostUrl: string, token: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await ctx.addCookies([{ name: 'token', value: token, url: hostUrl }]);
  return ctx.newPage();
}

const stamp = String(Date.now()).slice(-7);
const phone = (n: number) => `136${stamp}${n}`;
const nameOf = (n: number) => `球迷${phone(n).slice(-4)}`;

test('an invited fan accepts and writes in the group; a fan with a block cannot be invited', async ({
  page,
  context,
  browser,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const demo = await loginContext(context, hostUrl, apiUrl);
  const [fan, other, blocked] = [
    await registerFan(apiUrl, phone(1)),
    await registerFan(apiUrl, phone(2)),
    await registerFan(apiUrl, phone(3)),
  ];
  for (const f of [fan, other, blocked])
    await call(apiUrl, '/imapi/user/follow', demo.token, { userId: f.userId, on: true });
  const { conversationId: gid } = await call<{ conversationId: number }>(apiUrl, '/imapi/group/create', demo.token, {
    name: '邀请测试群',
    memberIds: [fan.userId, other.userId],
  });

  // the invitee finds the invitation under 我的群聊, accepts, lands in the group and writes
  const invitee = await fanPage(browser, hostUrl, fan.token);
  await invitee.goto(`${hostUrl}/message/groupList`);
  const invitation = invitee.getByTestId('group-invite').filter({ hasText: '邀请测试群' });
  await expect(invitation).toContainText('邀请你加入');
  await invitation.getByRole('button', { name: '接受' }).click();
  await expect(invitee).toHaveURL(new RegExp(`chatDetail\\?id=${gid}$`));
  await expect(invitee.getByText(`${nameOf(1)} 加入了群聊`)).toBeVisible();
  await invitee.getByRole('textbox', { name: '输入消息' }).fill('大家好，我是新来的');
  await invitee.getByRole('button', { name: '发送' }).click();
  await expect(invitee.getByTestId('chat-message').last()).toContainText('大家好，我是新来的');

  // the owner reads it in the group
  await page.goto(`${hostUrl}/message/chatDetail?id=${gid}`);
  await expect(page.getByTestId('chat-message').filter({ hasText: '大家好，我是新来的' })).toBeVisible();

  // the new member blocks a fan the owner follows: the owner's invitation of that fan is refused
  await call(apiUrl, '/imapi/user/block', fan.token, { userId: blocked.userId, on: true });
  await page.goto(`${hostUrl}/message/groupDetail?id=${gid}`);
  await page.getByRole('button', { name: '邀请好友' }).click();
  const picker = page.getByRole('region', { name: '邀请好友' });
  await picker
    .locator('label')
    .filter({ hasText: nameOf(3) })
    .getByRole('checkbox')
    .check();
  await picker.getByRole('button', { name: /发送邀请/ }).click();
  await expect(page.getByText(`${nameOf(3)} 与群内成员存在拉黑关系，无法邀请`)).toBeVisible();
  expect(await call(apiUrl, '/imapi/group/invites', blocked.token)).toEqual([]);

  // a fan who blocked the owner is refused too
  await call(apiUrl, '/imapi/user/block', blocked.token, { userId: demo.userId, on: true });
  await expect(
    call(apiUrl, '/imapi/group/invite', demo.token, { conversationId: gid, userIds: [blocked.userId] }),
  ).rejects.toThrow(/40003/);

  // the group's QR code and link, for anyone to join by
  await page.getByRole('button', { name: '群二维码' }).click();
  await expect(page.getByRole('img', { name: '群聊「邀请测试群」的二维码' })).toBeVisible();
  await expect(page.getByTestId('group-link')).toContainText('/message/groupDetail?join=');

  await invitee.context().close();
  expect(consoleErrors).toEqual([]);
});
