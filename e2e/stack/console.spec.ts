/**
 * Issue 29's "done means" on a production start with no seed (the stack): the first administrator,
 * made by `pnpm admin create`, signs in through nginx and runs the platform from the console at a
 * laptop's width — opens a room for a fan (who becomes its anchor), sets a pop-up and publishes the
 * Android package, approves a fan's new avatar, writes and publishes an article — and a fan on a
 * phone sees each of them.
 */
import type { Browser, Page } from '@playwright/test';
import type { Stack } from '@kickoff/ops/src/stack';
import { ACCOUNT_PATHS, STAFF_PATHS, type UserInfo } from '@kickoff/shared/contracts';
import { expect, test } from './fixtures';
import { login, people } from './people';

const LAPTOP = { viewport: { width: 1280, height: 800 } };

/** A page signed in as `phone`, at a laptop's width or (the default) on the phone the suite is built for. */
async function signedIn(browser: Browser, stack: Stack, phone: string, options = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addCookies([{ name: 'token', value: await login(stack.url, phone), url: stack.url }]);
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test('the first administrator opens a room for a fan; once on air, fans see it in the room list', async ({
  browser,
  stack,
  consoleErrors,
}) => {
  const { fans } = people(stack);
  const anchor = fans[2]!;
  const title = '站长开通的演播室';
  const admin = await signedIn(browser, stack, people(stack).admin.phone, LAPTOP);
  admin.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await admin.goto(`${stack.url}/admin`);
  await expect(admin).toHaveURL(/\/admin\/rooms$/);
  const form = admin.getByRole('form', { name: '开通直播间' });
  await form.getByLabel('主播手机号').fill(anchor.phone);
  await form.getByLabel('直播间标题').fill(title);
  await form.getByLabel('分类').selectOption('1');
  await form.getByRole('button', { name: '开通' }).click();
  await expect(form.getByRole('status')).toHaveText('直播间已开通');
  await expect(admin.getByTestId('console-room').filter({ hasText: title })).toContainText(anchor.phone);

  // the new anchor goes on air from their own 主播 page's call
  const anchorToken = await login(stack.url, anchor.phone);
  const rooms = (await (await fetch(`${stack.url}/api/vlive/rooms?category=1`)).json()) as {
    data: Array<{ id: number; title: string }>;
  };
  const room = rooms.data.find((r) => r.title === title)!;
  const started = await fetch(`${stack.url}/api/vlive/room/start`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', accessToken: anchorToken },
    body: JSON.stringify({ id: room.id }),
  });
  expect(((await started.json()) as { data: { status: string } }).data.status).toBe('live');

  const fan = await signedIn(browser, stack, fans[3]!.phone);
  await fan.goto(`${stack.url}/vlive/0`);
  await expect(fan.getByRole('list', { name: '直播间' }).getByRole('link').filter({ hasText: title })).toContainText(
    '直播中',
  );
  expect(consoleErrors).toEqual([]);
});

test('a pop-up and the Android package set in 运营 are what fans see on /activity and /download/Android', async ({
  browser,
  stack,
  consoleErrors,
}) => {
  const { fans } = people(stack);
  const popupTitle = '开球直播周年庆';
  const admin = await signedIn(browser, stack, people(stack).admin.phone, LAPTOP);
  admin.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await admin.goto(`${stack.url}/admin/operate`);
  const popup = admin.getByRole('form', { name: '新建运营位' });
  await popup.getByLabel('标题').fill(popupTitle);
  await popup.getByLabel(/跳转地址/).fill('/activity/lottery');
  await popup.getByRole('button', { name: '发布' }).click();
  await expect(popup.getByRole('status')).toHaveText('已保存');

  const apk = admin.getByRole('form', { name: '安卓安装包' });
  await apk.getByLabel(/下载地址/).fill('https://dl.kickoff.example/kickoff-3.2.0.apk');
  await apk.getByLabel('版本号').fill('3.2.0');
  await apk.getByLabel(/更新说明/).fill('比赛详情新增阵容');
  const saved = admin.waitForResponse((r) => r.url().endsWith(STAFF_PATHS.savePackage));
  await apk.getByRole('button', { name: '保存', exact: true }).click();
  expect(((await (await saved).json()) as { msg: string }).msg).toBe('已保存');
  await admin.screenshot({ path: 'output/screenshots/stack-console-operate.png' });

  const fan = await signedIn(browser, stack, fans[3]!.phone);
  await fan.goto(`${stack.url}/activity`);
  await expect(fan.getByRole('dialog', { name: popupTitle })).toBeVisible();
  await fan.goto(`${stack.url}/download/Android`);
  await expect(fan.getByText(/版本 3\.2\.0/)).toBeVisible();
  await expect(fan.getByRole('list', { name: '更新说明' })).toContainText('比赛详情新增阵容');
  await expect(fan.getByRole('link', { name: '立即下载' })).toHaveAttribute(
    'href',
    'https://dl.kickoff.example/kickoff-3.2.0.apk',
  );
  expect(consoleErrors).toEqual([]);
});

/** A 16 × 16 crimson PNG, as a phone's photo would be uploaded (the server re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWO4I2JDEmIY1SAy' +
    'Gkp3hmvSAAAeBCwQjP2BrgAAAABJRU5ErkJggg==',
  'base64',
);

test("a fan's new avatar approved in 审核 is the one every fan then sees", async ({
  browser,
  stack,
  consoleErrors,
}) => {
  const fan = people(stack).fans[3]!;
  const token = await login(stack.url, fan.phone);
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const uploaded = await fetch(`${stack.url}${ACCOUNT_PATHS.portrait}`, {
    method: 'POST',
    headers: { accessToken: token },
    body: form,
  });
  const sent = (await uploaded.json()) as { msg: string; data: UserInfo | null };
  expect(sent.msg).toBe('上传成功，审核中');
  expect(sent.data!.portraitAudit).toBe(0);

  const admin = await signedIn(browser, stack, people(stack).admin.phone, LAPTOP);
  admin.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await admin.goto(`${stack.url}/admin/moderation`);
  await admin.getByRole('tab', { name: '头像' }).click();
  const card = admin.getByTestId('moderation-portrait').filter({ hasText: fan.nickName });
  await expect(card.getByRole('img', { name: `${fan.nickName}的新头像` })).toBeVisible();
  await card.getByRole('button', { name: '通过' }).click();
  await expect(admin.getByTestId('moderation-portrait').filter({ hasText: fan.nickName })).toHaveCount(0);

  const info = (await (
    await fetch(`${stack.url}${ACCOUNT_PATHS.centerInfo}`, { headers: { accessToken: token } })
  ).json()) as { data: UserInfo };
  expect(info.data.portraitAudit).toBe(1);
  // approved: anyone gets the picture, and caches may keep it
  const picture = await fetch(new URL(info.data.portrait, stack.url));
  expect(picture.status).toBe(200);
  expect(picture.headers.get('cache-control')).toContain('public');
  expect(consoleErrors).toEqual([]);
});

test("an article written and published in 资讯 is on the fans' news list and opens", async ({
  browser,
  stack,
  consoleErrors,
}) => {
  const title = '开球编辑部：本周焦点战前瞻';
  const admin = await signedIn(browser, stack, people(stack).admin.phone, LAPTOP);
  admin.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await admin.goto(`${stack.url}/admin/news`);
  await admin.getByRole('button', { name: '写文章' }).click();
  const editor = admin.getByRole('form', { name: '编辑文章' });
  await editor.getByLabel('栏目').selectOption('1005');
  await editor.getByLabel('标题', { exact: true }).fill(title);
  await editor.getByRole('textbox', { name: '正文', exact: true }).fill('周末的焦点战，编辑部带你提前看。');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByRole('status')).toHaveText('已保存');
  await editor.getByRole('button', { name: '发布', exact: true }).click();
  await expect(editor.getByRole('status')).toHaveText('已发布');

  const fan = await signedIn(browser, stack, people(stack).fans[3]!.phone);
  await fan.goto(`${stack.url}/news/1005`);
  await fan.getByText(title).first().click();
  await expect(fan.getByText('周末的焦点战，编辑部带你提前看。')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
