/**
 * Issue 29's console on the built suite: the administrator (the seeded news desk, an admin) signs
 * in, opens a room for a newly registered fan in 主播与直播间 and sets a pop-up in 运营; the fan,
 * now its anchor, goes on air and another fan sees the room on /vlive/0 and the pop-up on
 * /activity; that fan opening /admin gets the 404 page and downloads nothing of the console.
 * What it made is taken down again, so the specs after it find the suite as it was. Then a fan's
 * report of a post: the administrator hides it in 审核, fans no longer get it, the reporter is told.
 * Then the administrator writes and publishes an article in 资讯 and a fan reads it on the news list
 * and its page (unpublished again after). Then a fan reports a room chat line from the room page;
 * the moderator (the administrator) hides it in 审核 and it leaves the room. Then a noble tier and a
 * gift repriced in 运营 are what fans are offered (the prices restored after).
 */
import {
  COMMUNITY_PATHS,
  MESSAGE_PATHS,
  MINE_PATHS,
  STAFF_GIFT_PATHS,
  STAFF_NEWS_PATHS,
  STAFF_PATHS,
  type NoticePage,
  type StaffGiftCatalogue,
} from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type Gift } from '@kickoff/shared/contracts/vlive';
import { test, expect } from './support/fixtures';
import { encryptPassword } from './host-helpers';
import { call, FAN_PASSWORD, registerFan } from './messaging-helpers';
import { E2E_SEED_PASSWORD } from './support/ports';

const DESK_PHONE = '13800000100';
const stamp = String(Date.now()).slice(-7);

async function signIn(apiUrl: string, phone: string, password: string): Promise<string> {
  const res = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, password: encryptPassword(password) }),
  });
  const env = (await res.json()) as { code: number; msg: string; data: { accessToken: string } };
  if (env.code !== 200) throw new Error(`sign-in failed: ${env.code} ${env.msg}`);
  return env.data.accessToken;
}

/**
 * The fan with that phone: signed in when an earlier test of this file registered them, else
 * registered now. Every spec's SMS codes come from one address, 20 an hour (the e2e run is near it).
 */
async function fanOf(apiUrl: string, phone: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ phone, password: encryptPassword(FAN_PASSWORD) }),
  });
  const env = (await res.json()) as { code: number; data: { accessToken: string; userInfo: { id: number } } };
  if (env.code === 200) return { token: env.data.accessToken, userId: env.data.userInfo.id };
  return registerFan(apiUrl, phone);
}

test('the administrator makes an anchor, a room and a pop-up; a fan sees them and cannot open the console', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const title = `运营测试直播间${stamp}`;
  const popupTitle = `运营弹窗${stamp}`;
  const anchorPhone = `139${stamp}1`;
  const [anchor, fan] = [await fanOf(apiUrl, anchorPhone), await fanOf(apiUrl, `139${stamp}2`)];
  const adminToken = await signIn(apiUrl, DESK_PHONE, E2E_SEED_PASSWORD);
  const made: { room?: { id: number; version: number }; popup?: { id: number; version: number } } = {};
  try {
    const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await adminCtx.addCookies([{ name: 'token', value: adminToken, url: hostUrl }]);
    const admin = await adminCtx.newPage();
    await admin.goto(`${hostUrl}/admin`);
    await expect(admin).toHaveURL(/\/admin\/rooms$/);

    const roomForm = admin.getByRole('form', { name: '开通直播间' });
    await roomForm.getByLabel('主播手机号').fill(anchorPhone);
    await roomForm.getByLabel('直播间标题').fill(title);
    await roomForm.getByLabel('分类').selectOption('3');
    await roomForm.getByRole('button', { name: '开通' }).click();
    await expect(roomForm.getByRole('status')).toHaveText('直播间已开通');
    await expect(admin.getByTestId('console-room').filter({ hasText: title })).toContainText(anchorPhone);
    await admin.screenshot({ path: 'output/screenshots/console-rooms.png' });

    await admin.getByRole('link', { name: '运营' }).click();
    const popupForm = admin.getByRole('form', { name: '新建运营位' });
    await popupForm.getByLabel('标题').fill(popupTitle);
    await popupForm.getByLabel(/跳转地址/).fill('/activity/lottery');
    await popupForm.getByRole('button', { name: '发布' }).click();
    await expect(popupForm.getByRole('status')).toHaveText('已保存');
    await expect(admin.getByTestId('operate-item').filter({ hasText: popupTitle })).toContainText('展示中');
    await admin.screenshot({ path: 'output/screenshots/console-operate.png' });

    const rooms = await call<Array<{ id: number; title: string; version: number }>>(
      apiUrl,
      STAFF_PATHS.rooms,
      adminToken,
    );
    made.room = rooms.find((r) => r.title === title);
    const items = await call<Array<{ id: number; title: string; version: number }>>(
      apiUrl,
      STAFF_PATHS.operateItems,
      adminToken,
    );
    made.popup = items.find((i) => i.title === popupTitle);
    // the new anchor goes on air from their own account
    await call(apiUrl, VLIVE_PATHS.start, anchor.token, { id: made.room!.id });

    const fanCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await fanCtx.addCookies([{ name: 'token', value: fan.token, url: hostUrl }]);
    const page = await fanCtx.newPage();
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto(`${hostUrl}/vlive/0`);
    await expect(page.getByRole('list', { name: '直播间' }).getByRole('link').filter({ hasText: title })).toContainText(
      '直播中',
    );
    await page.goto(`${hostUrl}/activity`);
    const dialog = page.getByRole('dialog', { name: popupTitle });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'output/screenshots/console-fan-popup.png' });
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`${hostUrl}/admin/rooms`);
    await expect(page.getByText('404-页面不存在')).toBeVisible();
    const manifest = (await (await fetch(`${hostUrl}/remotes.json`)).json()) as {
      remotes: Record<string, { url: string }>;
    };
    const consoleBase = manifest.remotes.console!.url.replace(/mf-manifest\.json$/, '');
    expect(loaded.filter((u) => u.startsWith(consoleBase))).toEqual([]);
    expect(loaded.some((u) => u.includes(STAFF_PATHS.me))).toBe(true);
  } finally {
    if (made.popup) await call(apiUrl, STAFF_PATHS.deleteOperateItem, adminToken, made.popup);
    if (made.room) {
      const now = (await call<Array<{ id: number; version: number }>>(apiUrl, STAFF_PATHS.rooms, adminToken)).find(
        (r) => r.id === made.room!.id,
      );
      if (now) await call(apiUrl, STAFF_PATHS.closeRoom, adminToken, { id: now.id, version: now.version });
    }
  }
});

test('a reported post hidden in 审核 is gone for fans and the reporter gets a notice', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const [author, reporter] = [await fanOf(apiUrl, `139${stamp}1`), await fanOf(apiUrl, `139${stamp}2`)];
  const text = `审核测试广告帖${stamp}`;
  const { code } = await call<{ code: string }>(apiUrl, COMMUNITY_PATHS.publish, author.token, {
    boardId: 1,
    kind: 'post',
    content: text,
    images: [],
  });
  const id = Number(code.slice(1));
  await call(apiUrl, COMMUNITY_PATHS.report, reporter.token, { target: 'post', id, reason: '广告引流' });

  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await adminCtx.addCookies([
    { name: 'token', value: await signIn(apiUrl, DESK_PHONE, E2E_SEED_PASSWORD), url: hostUrl },
  ]);
  const admin = await adminCtx.newPage();
  await admin.goto(`${hostUrl}/admin/rooms`);
  await admin.getByRole('link', { name: '审核' }).click();
  const row = admin.getByTestId('moderation-report').filter({ hasText: text });
  await expect(row).toContainText('1 人举报');
  await admin.screenshot({ path: 'output/screenshots/console-moderation.png' });
  await row.getByRole('button', { name: '隐藏' }).click();
  // the decided report leaves the queue; what was done is said above it
  await expect(admin.getByRole('region', { name: '举报' }).getByRole('status')).toHaveText('已隐藏，已通知举报人');
  await expect(row).toHaveCount(0);

  const detail = await fetch(`${apiUrl}${COMMUNITY_PATHS.detail}?code=${code}`);
  expect(((await detail.json()) as { code: number }).code).not.toBe(200);
  const notices = await call<NoticePage>(apiUrl, MINE_PATHS.notices, reporter.token);
  expect(notices.list[0]).toMatchObject({ title: '举报处理结果', body: expect.stringContaining(text.slice(0, 10)) });
});

test('the administrator writes and publishes an article in 资讯; a fan reads it', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const title = `编辑部测试文章${stamp}`;
  const adminToken = await signIn(apiUrl, DESK_PHONE, E2E_SEED_PASSWORD);
  const find = async () =>
    (
      await call<{ list: Array<{ id: number; version: number; status: string }> }>(
        apiUrl,
        `${STAFF_NEWS_PATHS.list}?q=${encodeURIComponent(title)}`,
        adminToken,
      )
    ).list[0];
  try {
    const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await adminCtx.addCookies([{ name: 'token', value: adminToken, url: hostUrl }]);
    const admin = await adminCtx.newPage();
    await admin.goto(`${hostUrl}/admin/rooms`);
    await admin.getByRole('link', { name: '资讯' }).click();
    await admin.getByRole('button', { name: '写文章' }).click();
    const editor = admin.getByRole('form', { name: '编辑文章' });
    await editor.getByLabel('栏目').selectOption('1005');
    await editor.getByLabel('标题', { exact: true }).fill(title);
    await editor.getByRole('textbox', { name: '正文', exact: true }).fill('今晚的焦点战，编辑部带你提前看。');
    await editor.getByRole('button', { name: '保存' }).click();
    await expect(editor.getByRole('status')).toHaveText('已保存');
    await editor.getByRole('button', { name: '发布', exact: true }).click();
    await expect(editor.getByRole('status')).toHaveText('已发布');
    await editor.getByRole('button', { name: '关闭' }).click();
    await admin.getByLabel('按标题搜索').fill(title);
    await admin.getByRole('button', { name: '搜索' }).click();
    await expect(admin.getByTestId('desk-article').filter({ hasText: title })).toContainText('已发布');
    await admin.screenshot({ path: 'output/screenshots/console-news.png' });
    await admin.getByRole('link', { name: '专家' }).click();
    await expect(admin.getByRole('region', { name: '方案' }).getByTestId('desk-tip').first()).toBeVisible();
    await admin.screenshot({ path: 'output/screenshots/console-experts.png' });

    const fanCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const fan = await fanCtx.newPage();
    await fan.goto(`${hostUrl}/news/1005`);
    await fan.getByText(title).first().click();
    await expect(fan.getByText('今晚的焦点战，编辑部带你提前看。')).toBeVisible();
  } finally {
    const made = await find();
    if (made?.status === 'published')
      await call(apiUrl, STAFF_NEWS_PATHS.status, adminToken, { id: made.id, version: made.version, publish: false });
  }
});

test('the administrator grants a fan coins in 钱包; the fan sees the new balance on 我的', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const fanPhone = `139${stamp}2`;
  const fan = await fanOf(apiUrl, fanPhone);
  const adminToken = await signIn(apiUrl, DESK_PHONE, E2E_SEED_PASSWORD);
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await adminCtx.addCookies([{ name: 'token', value: adminToken, url: hostUrl }]);
  const admin = await adminCtx.newPage();
  await admin.goto(`${hostUrl}/admin/rooms`);
  await admin.getByRole('link', { name: '钱包' }).click();
  const lookup = admin.getByRole('form', { name: '查找球迷' });
  await lookup.getByLabel('球迷手机号').fill(fanPhone);
  await lookup.getByRole('button', { name: '查询' }).click();
  await expect(admin.getByTestId('wallet-coin')).toHaveText(/^\d+$/);
  const coins = Number(await admin.getByTestId('wallet-coin').textContent());

  const grant = admin.getByRole('form', { name: '发放或扣回金币' });
  await grant.getByLabel('金币数量').fill('88');
  await grant.getByLabel(/原因/).fill('e2e 活动补偿');
  await grant.getByRole('button', { name: '发放' }).click();
  await expect(grant.getByRole('status')).toHaveText('已发放');
  await expect(admin.getByTestId('wallet-coin')).toHaveText(String(coins + 88));
  await expect(admin.getByTestId('wallet-entry').first()).toContainText('e2e 活动补偿');
  await admin.screenshot({ path: 'output/screenshots/console-wallet.png' });

  const fanCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await fanCtx.addCookies([{ name: 'token', value: fan.token, url: hostUrl }]);
  const page = await fanCtx.newPage();
  await page.goto(`${hostUrl}/user`);
  // 我的资产: 金币 <n> 积分 <n>
  await expect(page.getByLabel('我的资产')).toContainText(`金币${coins + 88}积分`);
});

test('a fan reports a room chat line; the moderator hides it in 审核 and it leaves the room', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const [author, reporter] = [await fanOf(apiUrl, `139${stamp}1`), await fanOf(apiUrl, `139${stamp}2`)];
  const rooms = await call<Array<{ id: number; status: string; matchId: number | null }>>(
    apiUrl,
    `${VLIVE_PATHS.rooms}?category=0`,
    reporter.token,
  );
  const room = rooms.find((r) => r.status === 'live' && r.matchId === null)!;
  const text = `举报测试发言${stamp}`;
  await call(apiUrl, MESSAGE_PATHS.send, author.token, { group: String(room.id), text, clientId: `report-${stamp}` });

  const fanCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  await fanCtx.addCookies([{ name: 'token', value: reporter.token, url: hostUrl }]);
  // about the chat, not the picture: the room's video stays off (decoding it slows every click here)
  await fanCtx.route('**/api/vlive/hls/**', (r) => r.abort());
  const fan = await fanCtx.newPage();
  await fan.goto(`${hostUrl}/vlive/detail/${room.id}`);
  const line = fan.getByTestId('chat-line').filter({ hasText: text });
  await line.getByRole('button').first().click();
  await expect(fan.getByRole('dialog', { name: /^举报 .+ 的发言$/ })).toBeVisible();
  await fan.getByRole('button', { name: '辱骂攻击' }).click();
  await expect(fan.getByText('举报已提交，我们会尽快处理')).toBeVisible();

  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await adminCtx.addCookies([
    { name: 'token', value: await signIn(apiUrl, DESK_PHONE, E2E_SEED_PASSWORD), url: hostUrl },
  ]);
  const admin = await adminCtx.newPage();
  await admin.goto(`${hostUrl}/admin/moderation`);
  const row = admin.getByTestId('moderation-report').filter({ hasText: text });
  await expect(row).toContainText('直播间发言');
  await row.getByRole('button', { name: '隐藏' }).click();
  // the decided report leaves the queue; what was done is said above it
  await expect(admin.getByRole('region', { name: '举报' }).getByRole('status')).toHaveText('已隐藏，已通知举报人');
  await expect(row).toHaveCount(0);

  // gone from the fan's open room (pushed) and from the room's chat for everyone
  await expect(line).toHaveCount(0);
  const page = await call<{ list: Array<{ text: string }> }>(apiUrl, MESSAGE_PATHS.page, reporter.token, {
    group: String(room.id),
  });
  expect(page.list.map((l) => l.text)).not.toContain(text);
  const notices = await call<NoticePage>(apiUrl, MINE_PATHS.notices, reporter.token);
  expect(notices.list[0]).toMatchObject({ title: '举报处理结果', body: expect.stringContaining('直播间发言') });
});

test('the administrator reprices a noble tier and a gift in 运营; fans are offered the new prices', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const adminToken = await signIn(apiUrl, DESK_PHONE, E2E_SEED_PASSWORD);
  const catalogue = () => call<StaffGiftCatalogue>(apiUrl, STAFF_GIFT_PATHS.catalogue, adminToken);
  const start = await catalogue();
  const duke = start.nobles.find((n) => n.tier === 4)!;
  const like = start.gifts.find((g) => g.id === 1)!;
  try {
    const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await adminCtx.addCookies([{ name: 'token', value: adminToken, url: hostUrl }]);
    const admin = await adminCtx.newPage();
    await admin.goto(`${hostUrl}/admin/operate`);
    const nobles = admin.getByRole('region', { name: '贵族价格' });
    await nobles.getByLabel(`${duke.name}价格（金币/30天）`).fill(String(duke.price + 200));
    await nobles
      .getByRole('form', { name: `${duke.name}价格` })
      .getByRole('button', { name: '保存' })
      .click();
    await expect(nobles.getByRole('status')).toHaveText('已保存');

    const row = admin.getByTestId('console-gift').filter({ hasText: like.name });
    await row.getByRole('button', { name: '编辑' }).click();
    // while edited, the row's name is in an input: the form is found by its own name
    const form = admin.getByRole('form', { name: `编辑礼物 ${like.name}` });
    await form.getByLabel('价格（金币）').fill(String(like.price + 1));
    await form.getByRole('button', { name: '保存' }).click();
    await expect(admin.getByTestId('console-gift').filter({ hasText: like.name })).toContainText(
      `${like.price + 1} 金币`,
    );
    await admin.screenshot({ path: 'output/screenshots/console-gifts.png' });

    const fanCtx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await fanCtx.newPage();
    await page.goto(`${hostUrl}/vlive/noble`);
    await expect(page.getByText(`${duke.price + 200} 金币 / 30 天`)).toBeVisible();
    const gifts = (await (await fetch(`${apiUrl}${VLIVE_PATHS.gifts}`)).json()) as { data: Gift[] };
    expect(gifts.data.find((g) => g.id === like.id)?.price).toBe(like.price + 1);
  } finally {
    // the suite's prices as they were, for the specs after this one
    const now = await catalogue();
    const dukeNow = now.nobles.find((n) => n.tier === 4)!;
    const likeNow = now.gifts.find((g) => g.id === 1)!;
    if (dukeNow.price !== duke.price) {
      await call(apiUrl, STAFF_GIFT_PATHS.saveNoblePrice, adminToken, {
        tier: duke.tier,
        price: duke.price,
        version: dukeNow.version,
      });
    }
    if (likeNow.price !== like.price) {
      await call(apiUrl, STAFF_GIFT_PATHS.saveGift, adminToken, { ...like, version: likeNow.version });
    }
  }
});
