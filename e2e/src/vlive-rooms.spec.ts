/**
 * Video-live rooms at phone size: the home page (/ → /vlive/0) lists live rooms with covers and
 * viewer counts; a room plays real HLS video whose picture moves; two signed-in fans (the demo fan and
 * one registered through the SMS code) chat in the same room — also as danmaku — and markup stays text;
 * a double-tapped gift pays once and its effect shows to the other fan; a noble's badge shows in chat;
 * a replay shows its broadcast's chat at the video's time (and as danmaku), seeks included.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectPictureMoves } from './support/video-frame';
import { loginContext } from './host-helpers';
import { registerFan } from './messaging-helpers';
import { apiData } from './scores-helpers';
import { watchSubscriptions } from './support/subscriptions';

interface Room {
  id: number;
  status: string;
  matchId: number | null;
}

async function coins(apiUrl: string, token: string): Promise<number> {
  const res = await fetch(`${apiUrl}/user/wallet`, { headers: { accessToken: token } });
  return ((await res.json()) as { data: { coin: number } }).data.coin;
}

async function openRoom(context: BrowserContext, hostUrl: string, id: number): Promise<Page> {
  const page = await context.newPage();
  page.on('dialog', (d) => {
    throw new Error(`unexpected dialog: ${d.message()}`);
  });
  const sockets = watchSubscriptions(page);
  await page.goto(`${hostUrl}/vlive/detail/${id}`);
  await expect(page.getByRole('list', { name: '聊天消息' })).toBeVisible();
  // what is said from here on is pushed to this page (and flies as danmaku), not only found on a refill
  await sockets.subscribed(`room:${id}`);
  return page;
}

test('the home page lists live rooms with covers and viewer counts; a room plays moving video', async ({
  page,
  hostUrl,
  consoleErrors,
}) => {
  await page.goto(`${hostUrl}/`);
  await expect(page).toHaveURL(`${hostUrl}/vlive/0`);
  const cards = page.getByRole('list', { name: '直播间' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const live = cards.filter({ hasText: '直播中' });
  expect(await live.count()).toBeGreaterThanOrEqual(3);
  await expect(live.first().getByTestId('room-viewers')).toHaveText(/^\d+(\.\d)?万?人在看$/);
  // every cover loads (served by the server, drawn from the room)
  const coverWidths = () =>
    page
      .locator('ul[aria-label="直播间"] img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth));
  await expect.poll(async () => (await coverWidths()).every((w) => typeof w === 'number' && w > 0)).toBe(true);
  const hls = await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /hls/.test(e.name)));
  expect(hls).toBe(false);
  await page.screenshot({ path: 'output/screenshots/vlive-list.png' });

  await live.first().click();
  await expect(page).toHaveURL(/\/vlive\/detail\/\d+$/);
  const video = page.getByLabel('直播画面');
  // the picture may still be encoding on a fresh server: the poster shows, then the video plays on
  await expectPictureMoves(video);
  await page.screenshot({ path: 'output/screenshots/vlive-room.png' });
  expect(consoleErrors).toEqual([]);
});

test('two fans chat in one room as text and danmaku; a double-tapped gift pays once; a noble badge shows', async ({
  browser,
  hostUrl,
  apiUrl,
}) => {
  const rooms = await apiData<Room[]>(apiUrl, '/api/vlive/rooms?category=0');
  const room = rooms.find((r) => r.status === 'live' && r.matchId === null)!;
  const demoContext = await browser.newContext();
  await loginContext(demoContext, hostUrl, apiUrl);
  const nick = `观众${String(Date.now()).slice(-5)}`;
  const { token: fanToken } = await registerFan(apiUrl, `137${String(Date.now()).slice(-8)}`, nick);
  const fanContext = await browser.newContext();
  await fanContext.addCookies([{ name: 'token', value: fanToken, url: hostUrl }]);
  // this test is about the chat: the video (the test above) stays off, as on a fan's failing network —
  // two pages decoding it on the machine's two cores made every click here wait seconds
  for (const context of [demoContext, fanContext]) await context.route('**/api/vlive/hls/**', (r) => r.abort());
  const demo = await openRoom(demoContext, hostUrl, room.id);
  const fan = await openRoom(fanContext, hostUrl, room.id);

  // markup is shown as the characters typed, in chat and on the video
  const xss = '<img src=x onerror=alert(1)>';
  await demo.getByLabel('聊天内容').fill(xss);
  await demo.getByRole('button', { name: '发送' }).click();
  // watched together: a danmaku line crosses the picture and is gone, so it is caught in flight
  await Promise.all([
    expect(fan.getByTestId('chat-line').filter({ hasText: xss })).toBeVisible(),
    expect(fan.getByTestId('danmaku')).toContainText(xss),
  ]);
  expect(await fan.locator('ol[aria-label="聊天消息"] img').count()).toBe(0);
  await fan.getByLabel('聊天内容').fill('主播好，来看球了');
  await fan.getByRole('button', { name: '发送' }).click();
  await expect(demo.getByTestId('chat-line').filter({ hasText: '主播好，来看球了' })).toBeVisible();

  // a double tap on 赠送 pays for one 足球 (5 coins); the demo fan sees the effect
  const before = await coins(apiUrl, fanToken);
  await fan.getByRole('button', { name: '礼物' }).click();
  await fan.getByRole('button', { name: /足球/ }).click();
  await fan.getByRole('button', { name: '赠送' }).dblclick();
  await expect(demo.getByTestId('gift-effect').filter({ hasText: nick })).toBeVisible();
  await expect(fan.getByTestId('gift-coins')).toHaveText(`金币：${before - 5}`);
  expect(await coins(apiUrl, fanToken)).toBe(before - 5);
  await fan.keyboard.press('Escape');

  // the fan buys 骑士 and speaks with the badge
  await fan.goto(`${hostUrl}/vlive/noble`);
  await fan.getByRole('button', { name: '开通骑士' }).click();
  await fan.getByRole('button', { name: '确认开通' }).click();
  await expect(fan.getByText(/有效期至/)).toBeVisible();
  await fan.goto(`${hostUrl}/vlive/detail/${room.id}`);
  await fan.getByLabel('聊天内容').fill('贵族驾到');
  await fan.getByRole('button', { name: '发送' }).click();
  const line = demo.getByTestId('chat-line').filter({ hasText: '贵族驾到' });
  await expect(line.getByTestId('noble-badge')).toHaveText('骑士');
  await demo.screenshot({ path: 'output/screenshots/vlive-room-chat.png' });
  await demoContext.close();
  await fanContext.close();
});

test('a replay plays its broadcast with the chat said at its times', async ({ page, hostUrl, consoleErrors }) => {
  await page.goto(`${hostUrl}/vlive/detail/replay`);
  // the seeded broadcast of 老刘聊球: its first line was said 3 s in, the next ones at 7, 12, 20 s …
  // It is his oldest: broadcasts recorded since the start come before it (newest first).
  await page.getByRole('list', { name: '回放' }).getByRole('link').filter({ hasText: '老刘聊球' }).last().click();
  await expect(page).toHaveURL(/\/vlive\/detail\/\d+\?replay=\d+$/);
  const video = page.getByLabel('回放画面');
  const lines = page.getByTestId('chat-line');
  const first = lines.filter({ hasText: '主播今天聊聊曼城的中场吧' });
  // the picture may still be encoding on a fresh server: the poster shows, then the replay plays
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 45_000 })
    .toBeGreaterThan(3.5);
  await expect(first).toBeVisible();
  await expect(page.getByTestId('danmaku')).toContainText('主播今天聊聊曼城的中场吧');
  // paused and taken back to the start, nothing has been said yet
  await video.evaluate((v) => {
    const el = v as HTMLVideoElement;
    el.pause();
    el.currentTime = 0;
  });
  await expect(lines).toHaveCount(0);
  await page.screenshot({ path: 'output/screenshots/vlive-replay-start.png' });
  // forward to 100 s: the seven lines said by then
  await video.evaluate((v) => void ((v as HTMLVideoElement).currentTime = 100));
  await expect(lines).toHaveCount(7);
  await expect(lines.last()).toContainText('主播说得对，后腰要站住位置');
  await page.screenshot({ path: 'output/screenshots/vlive-replay.png' });
  expect(consoleErrors).toEqual([]);
});
