/**
 * Issue 2 (4): one React and one store for the whole suite. The account remote logs in (writes the
 * shared auth store); the host's tab bar and the messaging remote see it without a reload; the host's
 * store instance clearing the token is seen by the messaging page at once. React loads once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tabBar } from './host-helpers';

// Every react-dom client build carries this internal key; counting scripts that contain it counts react-dom copies.
const REACT_DOM_MARK = '__reactContainer$';

function collectReactDomScripts(page: Page): Promise<string[]>[] {
  const found: Promise<string[]>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    found.push(
      res
        .text()
        .then((body) => (body.includes(REACT_DOM_MARK) ? [res.url()] : []))
        .catch(() => []),
    );
  });
  return found;
}

type StoresModule = {
  useAuthStore: { getState: () => { token: string; clearAuth: () => void; setAuth: (t: string) => void } };
};

/** Runs `fn` on the host's own instance of @kickoff/shared/stores: the share-scope entry the host provided. */
async function withHostStores(page: Page, action: 'clear' | 'restore', token = ''): Promise<string> {
  return page.evaluate(
    ([act, tok]) => {
      type ShareInfo = { from: string; lib?: () => unknown };
      const share = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const versions = Object.values(share).flatMap((scopes) =>
        Object.values(scopes.default?.['@kickoff/shared/stores'] ?? {}),
      );
      const info = versions.find((v) => v.from === 'host' && v.lib);
      if (!info?.lib) throw new Error('the host did not provide @kickoff/shared/stores');
      const auth = (info.lib() as StoresModule).useAuthStore.getState();
      const before = auth.token;
      if (act === 'clear') auth.clearAuth();
      else auth.setAuth(tok);
      return before;
    },
    [action, token] as const,
  );
}

test('a store change in one app is seen by the others, with one React', async ({ page, hostUrl, consoleErrors }) => {
  const reactDom = collectReactDomScripts(page);
  const bar = tabBar(page);

  await page.goto(`${hostUrl}/user`);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: '登录/注册' }).click();
  await page.getByLabel('手机号').fill('13800000000');
  await page.getByLabel('密码').fill('kickoff123');
  await page.getByRole('button', { name: '登录' }).click();
  // the account remote wrote the token into the shared auth store and moved on to 我的
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);

  // remote → host: the host's tab bar shows the ChatGPT tab only to a logged-in user
  await bar.getByRole('link', { name: 'ChatGPT' }).click();
  await expect(page).toHaveURL(/\/ChatGPT$/);
  // … and another remote sees the same token: the assistant's question box is open to a signed-in fan
  await expect(page.getByPlaceholder('问问比分、赛程或本站功能')).toBeEnabled();

  // host → remote: the host's instance of the store logs out; the account page follows at once
  await bar.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/user$/);
  // the URL moves before the page does: wait for 我的 itself, or the still-rendered (guarded)
  // ChatGPT page would rightly send a logged-out fan to the login page
  await expect(page.getByRole('heading', { name: '我的', level: 1 })).toBeVisible();
  const token = await withHostStores(page, 'clear');
  expect(token).not.toBe('');
  await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'ChatGPT' })).toHaveCount(0);
  await withHostStores(page, 'restore', token);
  await expect(page.getByRole('link', { name: '登录/注册' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'ChatGPT' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(consoleErrors.filter((e) => e.includes('Invalid hook call'))).toEqual([]);
  expect((await Promise.all(reactDom)).flat()).toHaveLength(1);
});
