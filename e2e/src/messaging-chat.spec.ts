/**
 * Issue 15 "Done means": two signed-in fans on the port-8096 host (消息 tab). A private message
 * typed by one arrives live and raises the other's tab badge; reading it clears the badge; messages
 * sent while the receiver's page was closed are there, in order, when it opens again (the sender sees
 * 已发送, then 已送达 once the receiver's list loaded them, then 已读). On the
 * ChatGPT host, /ChatGPT streams an answer naming a live engine match's real teams; /message/version
 * lists the six remotes as the page composed them.
 */
import { isFootballLive } from '@kickoff/shared/contracts';
import type { RunningServer } from '@kickoff/ops/src/static-server';
import { test, expect } from './support/fixtures';
import { HOST_8096, loginContext, serveHostOn8096, tabBar } from './host-helpers';
import { call, clearUnread, registerFan } from './messaging-helpers';

test.describe('messaging', () => {
  let server: RunningServer | null = null;
  test.beforeAll(async ({ hostUrl, apiUrl }) => {
    server = await serveHostOn8096(hostUrl, apiUrl);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('a private message arrives live, the badge rises and clears; missed messages come back in order', async ({
    page,
    context,
    browser,
    apiUrl,
    consoleErrors,
  }) => {
    const demo = await loginContext(context, HOST_8096, apiUrl);
    await clearUnread(apiUrl, demo.token);
    const phone = `139${String(Date.now()).slice(-8)}`;
    const fan = await registerFan(apiUrl, phone);
    const fanName = `球迷${phone.slice(-4)}`;

    // the receiver waits on the scores page, its socket identified
    const opened = page.waitForEvent('websocket');
    await page.goto(`${HOST_8096}/live/hot`);
    const ws = await opened;
    await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes(`"userId":${demo.userId}`) });
    const badge = tabBar(page).locator('[data-tab="message"]').getByTestId('unread-badge');
    await expect(badge).toHaveCount(0);

    // the sender, signed in in their own browser, opens a chat with the demo fan and types
    const fanContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    await fanContext.addCookies([{ name: 'token', value: fan.token, url: HOST_8096 }]);
    const fanPage = await fanContext.newPage();
    await fanPage.goto(`${HOST_8096}/message/chatDetail?uid=${demo.userId}`);
    await expect(fanPage).toHaveURL(/chatDetail\?id=\d+/);
    const cid = Number(new URL(fanPage.url()).searchParams.get('id'));
    await fanPage.getByRole('textbox', { name: '输入消息' }).fill('你好，今晚一起看球吗？');
    await fanPage.getByRole('button', { name: '发送' }).click();
    await expect(fanPage.getByTestId('chat-message').last()).toContainText('你好，今晚一起看球吗？');

    await expect(badge).toHaveText('1');

    // reading it: the conversation list shows it unread, the chat shows it, the badge clears
    await tabBar(page).getByRole('link', { name: /消息/ }).click();
    const row = page.getByTestId('conversation').filter({ hasText: fanName });
    await expect(row).toContainText('你好，今晚一起看球吗？');
    await expect(row.getByLabel('1条未读')).toBeVisible();
    await row.getByRole('link').click();
    await expect(page.getByTestId('chat-message').last()).toContainText('你好，今晚一起看球吗？');
    await expect
      .poll(async () => (await call<{ total: number }>(apiUrl, '/imapi/chat/unread', demo.token)).total)
      .toBe(0);
    await page.goBack();
    await expect(page.getByTestId('conversation').filter({ hasText: fanName })).toBeVisible();
    await expect(badge).toHaveCount(0);
    // the sender sees it read
    await expect(fanPage.getByText('已读')).toBeVisible();

    // the receiver's page is closed; three messages arrive meanwhile
    await page.close();
    // (the shipped emoji set draws ⚽ as a picture whose alt is the character)
    for (const text of ['第一条：开球了', '第二条：进球了！⚽', '第三条：中场休息']) {
      await fanPage.getByRole('textbox', { name: '输入消息' }).fill(text);
      await fanPage.getByRole('button', { name: '发送' }).click();
      await expect(fanPage.getByTestId('chat-message').last()).toContainText(text.replace('⚽', ''));
    }
    const sent = fanPage.getByTestId('chat-message');
    await expect(sent.nth(2).getByRole('img', { name: '⚽' })).toBeVisible();
    // nobody's page took them yet: 已发送
    await expect(sent.last().locator('[data-receipt]')).toHaveText('已发送');
    const again = await context.newPage();
    await again.goto(`${HOST_8096}/message`);
    await expect(tabBar(again).locator('[data-tab="message"]').getByTestId('unread-badge')).toHaveText('3');
    // the receiver's conversation list delivered them: the sender sees 已送达 live
    await expect(sent.last().locator('[data-receipt]')).toHaveText('已送达');
    await again.getByTestId('conversation').filter({ hasText: fanName }).getByRole('link').click();
    await expect(again).toHaveURL(new RegExp(`chatDetail\\?id=${cid}`));
    const texts = again.getByTestId('chat-message');
    await expect(texts).toHaveCount(4);
    expect(await texts.allInnerTexts()).toEqual([
      expect.stringContaining('你好，今晚一起看球吗？'),
      expect.stringContaining('第一条：开球了'),
      expect.stringContaining('第二条：进球了！'),
      expect.stringContaining('第三条：中场休息'),
    ]);
    await expect(texts.nth(2).getByRole('img', { name: '⚽' })).toBeVisible();
    await expect(sent.last().locator('[data-receipt]')).toHaveText('已读');
    await fanContext.close();
    expect(consoleErrors).toEqual([]);
  });

  test('/ChatGPT streams an answer naming a live engine match’s real teams', async ({
    page,
    context,
    hostUrl,
    apiUrl,
  }) => {
    // late at night (Beijing) the day's schedule may have nothing on: the engine's demo match
    // (LIVE_DEMO_EVERY_S=60 in the e2e suite) is live within two minutes of the start
    test.setTimeout(180_000);
    const liveNow = async () =>
      (
        await call<Array<{ s: number; home: { name: string }; away: { name: string } }>>(
          apiUrl,
          '/api/live/football/v1_1/live?platform=4',
          '',
        )
      ).filter((m) => isFootballLive(m.s));
    await expect.poll(async () => (await liveNow()).length, { timeout: 150_000, intervals: [2000] }).toBeGreaterThan(0);
    await loginContext(context, hostUrl, apiUrl);
    await page.goto(`${hostUrl}/ChatGPT`);
    await page.getByRole('button', { name: '现在有哪些比赛正在直播？' }).click();
    // the answer shows while it is still being written …
    await expect(page.getByTestId('ai-streaming')).toContainText('正在进行');
    // … and stays as the stored answer
    const answer = page.getByTestId('ai-answer').last();
    await expect(answer).toContainText('场足球');
    const text = await answer.innerText();
    const live = await liveNow();
    expect(live.some((m) => text.includes(m.home.name) && text.includes(m.away.name))).toBe(true);
    const link = answer.getByRole('link').first();
    await expect(link).toHaveAttribute('href', /^\/live\/zq\/detail\/\d+$/);
  });

  test('/message/version lists the six remotes as composed, with versions, and the shared singletons', async ({
    page,
    hostUrl,
  }) => {
    await page.goto(`${hostUrl}/message/version`);
    const rows = page.getByTestId('remote-version');
    await expect(rows).toHaveCount(6);
    for (const name of ['account', 'console', 'messaging', 'news', 'scores', 'vlive'])
      await expect(rows.filter({ hasText: name })).toContainText(/\d+\.\d+\.\d+.*mf-manifest\.json/);
    await expect(page.getByRole('list', { name: '共享依赖' })).toContainText('react');
  });
});
