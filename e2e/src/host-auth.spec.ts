/** Issue 6 points 8 and 9: guards and the session (cookie, user info, NO_TOKEN, toast, HTTP 400). */
import { test, expect } from './support/fixtures';
import { loginContext, tabKeys } from './host-helpers';

test.describe('auth and guards', () => {
  test('a logged-in fan: user info fetched at boot with accessToken, token kept', async ({
    page,
    context,
    hostUrl,
    apiUrl,
  }) => {
    const { token } = await loginContext(context, hostUrl, apiUrl);
    const info = page.waitForRequest((r) => r.url().endsWith('/user/center/info'));
    await page.goto(`${hostUrl}/live/hot`);
    expect((await info).headers().accesstoken).toBe(token);
    await expect.poll(async () => (await tabKeys(page)).includes('ChatGPT')).toBe(true);
    expect((await context.cookies(hostUrl)).find((c) => c.name === 'token')?.value).toBe(token);
  });

  test('a failed user-info fetch clears auth (stale token)', async ({ page, context, hostUrl }) => {
    await context.addCookies([{ name: 'token', value: 'stale-token-0000', url: hostUrl }]);
    await page.goto(`${hostUrl}/live/hot`);
    await expect.poll(async () => (await context.cookies(hostUrl)).some((c) => c.name === 'token')).toBe(false);
    expect(await tabKeys(page)).toEqual(['bf', 'zx', 'zhb', 'user']);
  });

  test('NO_TOKEN logs out; other known codes toast the server message', async ({ page, context, hostUrl, apiUrl }) => {
    await loginContext(context, hostUrl, apiUrl);
    await page.route('**/user/center/info', (route) =>
      route.fulfill({ json: { code: 40029, data: null, msg: '操作太频繁，请稍后再试' } }),
    );
    await page.goto(`${hostUrl}/live/hot`);
    await expect(page.getByRole('status').filter({ hasText: '操作太频繁，请稍后再试' })).toBeVisible();

    await loginContext(context, hostUrl, apiUrl);
    await page.unroute('**/user/center/info');
    await page.route('**/user/center/info', (route) =>
      route.fulfill({ json: { code: 'NO_TOKEN', data: null, msg: '请先登录' } }),
    );
    await page.goto(`${hostUrl}/live/hot`);
    await expect.poll(async () => (await context.cookies(hostUrl)).some((c) => c.name === 'token')).toBe(false);
    expect(await tabKeys(page)).toEqual(['bf', 'zx', 'zhb', 'user']);
  });

  test('HTTP 400 sends the fan home', async ({ page, context, hostUrl, apiUrl }) => {
    await loginContext(context, hostUrl, apiUrl);
    await page.route('**/user/center/info', (route) =>
      route.fulfill({ status: 400, json: { code: 40001, data: null, msg: 'bad' } }),
    );
    await page.goto(`${hostUrl}/live/hot`);
    await expect(page).toHaveURL(`${hostUrl}/vlive/0`);
  });

  test('guarded pages send visitors to /user/login; notAuthenticated sends a logged-in fan home', async ({
    page,
    context,
    hostUrl,
    apiUrl,
  }) => {
    // the guards live in the account and messaging remotes' route handles
    for (const path of ['/message/chat', '/user/set', '/user/infor']) {
      await page.goto(`${hostUrl}${path}`);
      await expect(page).toHaveURL(`${hostUrl}/user/login`);
    }
    await loginContext(context, hostUrl, apiUrl);
    await page.goto(`${hostUrl}/user/login`);
    await expect(page).toHaveURL(`${hostUrl}/vlive/0`);
    await page.goto(`${hostUrl}/user/set`);
    await expect(page).toHaveURL(`${hostUrl}/user/set`);
  });
});
