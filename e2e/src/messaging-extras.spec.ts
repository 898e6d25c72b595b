/**
 * Issue 15, the rest of "Done means": in a group of three, an admin mutes a member from the group's
 * page and the member's next send is refused by the server, in the browser; a picture goes through
 * the upload module into a chat (thumbnail, full view on tap; a file that is not an image is
 * refused with the server's reason) and is saved from the long-press menu into /message/favor,
 * which opens the conversation and removes it.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';
import { call, registerFan } from './messaging-helpers';

/** A 4 × 3 green PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD' +
    '6AG1e1JrAAAAEElEQVQImWNQWpUGRww4OQAUug5ZQbJ2CAAAAABJRU5ErkJggg==',
  'base64',
);

async function fanPage(browser: Browser, hostUrl: string, token: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await ctx.addCookies([{ name: 'token', value: token, url: hostUrl }]);
  return ctx.newPage();
}

const stamp = String(Date.now()).slice(-7);
const phone = (n: number) => `137${stamp}${n}`;

test('an admin mutes a member of a group of three; the member’s send is refused', async ({
  page,
  context,
  browser,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const demo = await loginContext(context, hostUrl, apiUrl);
  const [admin, member] = [await registerFan(apiUrl, phone(1)), await registerFan(apiUrl, phone(2))];
  for (const f of [admin, member]) await call(apiUrl, '/imapi/user/follow', demo.token, { userId: f.userId, on: true });
  const { conversationId: gid } = await call<{ conversationId: number }>(apiUrl, '/imapi/group/create', demo.token, {
    name: '禁言测试群',
    memberIds: [admin.userId, member.userId],
  });
  // each invitee accepts the invitation (nobody is a member before saying yes)
  for (const f of [admin, member]) {
    const invites = await call<Array<{ inviteId: number; conversationId: number }>>(
      apiUrl,
      '/imapi/group/invites',
      f.token,
    );
    const inviteId = invites.find((i) => i.conversationId === gid)?.inviteId;
    await call(apiUrl, '/imapi/group/answer', f.token, { inviteId, accept: true });
  }
  await call(apiUrl, '/imapi/group/role', demo.token, { conversationId: gid, userId: admin.userId, role: 'admin' });

  // the member has the group open and can speak
  const memberPage = await fanPage(browser, hostUrl, member.token);
  await memberPage.goto(`${hostUrl}/message/chatDetail?id=${gid}`);
  const input = memberPage.getByRole('textbox', { name: '输入消息' });
  await input.fill('大家好');
  await memberPage.getByRole('button', { name: '发送' }).click();
  await expect(memberPage.getByTestId('chat-message').last()).toContainText('大家好');

  // the admin (not the owner) mutes the member from the group's page
  const adminPage = await fanPage(browser, hostUrl, admin.token);
  await adminPage.goto(`${hostUrl}/message/groupDetail?id=${gid}`);
  await adminPage
    .getByRole('list', { name: '群成员' })
    .getByRole('button', { name: new RegExp(`球迷${phone(2).slice(-4)}`) })
    .first()
    .click();
  await adminPage.getByRole('button', { name: '禁言 10 分钟' }).click();
  await expect(adminPage.getByText('禁言中').first()).toBeVisible();

  // the member, whose page still shows the composer open, sends: the server refuses it
  await input.fill('我还能说话吗？');
  await memberPage.getByRole('button', { name: '发送' }).click();
  // refused for good (a retry cannot succeed): the reason, and only 删除
  const refused = memberPage.getByRole('alert').filter({ hasText: '发送失败：你已被禁言，暂时不能发言' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('button', { name: '删除' })).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole('textbox', { name: '输入消息' })).toBeDisabled();
  await expect(memberPage.getByRole('textbox', { name: '输入消息' })).toHaveAttribute('placeholder', '你已被禁言');
  await page.close();
  await Promise.all([memberPage.context().close(), adminPage.context().close()]);
  expect(consoleErrors).toEqual([]);
});

test('a picture is sent in a chat, opens full size, is saved to 收藏 and removed from it', async ({
  page,
  context,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const demo = await loginContext(context, hostUrl, apiUrl);
  const fan = await registerFan(apiUrl, phone(3));
  await page.goto(`${hostUrl}/message/chatDetail?uid=${fan.userId}`);
  await expect(page).toHaveURL(/chatDetail\?id=\d+/);
  const cid = Number(new URL(page.url()).searchParams.get('id'));
  const picker = page.getByTestId('chat-image-input');

  // not an image: the upload module's reason, nothing sent
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('参数错误：仅支持 PNG、JPEG、WebP、GIF 图片')).toBeVisible();
  await expect(page.getByTestId('chat-message')).toHaveCount(0);

  await picker.setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: PNG });
  const sent = page.getByTestId('chat-message').last();
  const thumb = sent.getByRole('img', { name: /发送的图片/ });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
  await sent.getByRole('button', { name: '查看大图' }).click();
  const viewer = page.getByRole('dialog', { name: '大图' });
  await expect(viewer.getByRole('img')).toHaveAttribute('src', /\/inform\/image\/[0-9a-f]{32}$/);
  await viewer.click();
  await expect(viewer).toHaveCount(0);

  // long press → 收藏: held until the menu shows (at 1 s)
  const bubble = sent.getByLabel(/\d/).first();
  const save = page.getByRole('button', { name: '收藏' });
  // one press: the list scrolling under the mouse (left over the page by the viewer's click) used to
  // cut it short through the mouse's pointerleave; the press now follows its own pointer only
  await bubble.dispatchEvent('pointerdown');
  await expect(save).toBeVisible({ timeout: 5_000 });
  await bubble.dispatchEvent('pointerup');
  await save.click();
  await expect(page.getByText('已收藏')).toBeVisible();

  await page.goto(`${hostUrl}/message/favor`);
  const item = page.getByTestId('favor-item').first();
  await expect(item.getByRole('img', { name: /发送的图片/ })).toBeVisible();
  await item.getByRole('link', { name: /来自：/ }).click();
  await expect(page).toHaveURL(new RegExp(`chatDetail\\?id=${cid}`));
  await page.goBack();
  const before = await page.getByTestId('favor-item').count();
  await page.getByTestId('favor-item').first().getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByTestId('favor-item')).toHaveCount(before - 1);
  const left = await call<Array<{ conversationId: number }>>(apiUrl, '/imapi/favor/list', demo.token);
  expect(left.some((f) => f.conversationId === cid)).toBe(false);
  expect(consoleErrors).toEqual([]);
});
