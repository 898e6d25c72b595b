/**
 * Issue 32 item 4, Web Push on the page (设置 → 系统通知). Headless Chromium here cannot reach its
 * vendor's push service (no internet): turning it on tells the fan so and sends nothing. With the
 * browser's PushManager answering in the push service's place, the page subscribes with the
 * server's VAPID key, hands endpoint and keys to the server, and turning it off unsubscribes.
 */
import { WEB_PUSH_PATHS } from '@kickoff/shared/contracts';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { loginContext } from './host-helpers';

const SWITCH = '系统通知（关闭页面也提醒）';

function pushCalls(page: Page) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === WEB_PUSH_PATHS.subscribe || path === WEB_PUSH_PATHS.unsubscribe)
      calls.push({ path, body: r.postDataJSON() as Record<string, unknown> });
  });
  return calls;
}

test('the real push service unreachable: the fan is told, nothing is sent, the switch stays off', async ({
  page,
  context,
  hostUrl,
  apiUrl,
}) => {
  await loginContext(context, hostUrl, apiUrl);
  await context.grantPermissions(['notifications'], { origin: hostUrl });
  const calls = pushCalls(page);
  await page.goto(`${hostUrl}/user/set`);
  await expect(page.getByText('添加到主屏幕')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole('switch', { name: SWITCH }).click();
  await expect(page.getByText('无法连接浏览器的推送服务，请稍后重试')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('switch', { name: SWITCH })).not.toBeChecked();
  expect(calls).toEqual([]);
});

test('subscribes with the server key and hands the subscription to the server; off unsubscribes', async ({
  page,
  context,
  hostUrl,
  apiUrl,
}) => {
  await loginContext(context, hostUrl, apiUrl);
  await context.grantPermissions(['notifications'], { origin: hostUrl });
  // the push service's part: PushManager answers with a subscription and records the key asked with
  await page.addInitScript(() => {
    const w = window as unknown as { askedKey?: string };
    let current: object | null = null;
    const sub = {
      endpoint: 'https://push.example.invalid/send/e2e-1',
      toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }),
      unsubscribe: async () => ((current = null), true),
    };
    PushManager.prototype.subscribe = async function (opts?: PushSubscriptionOptionsInit) {
      w.askedKey = String(opts?.applicationServerKey);
      current = sub;
      return sub as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  });
  const calls = pushCalls(page);
  await page.goto(`${hostUrl}/user/set`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole('switch', { name: SWITCH }).click();
  await expect(page.getByText('已开启系统通知')).toBeVisible();
  await expect(page.getByRole('switch', { name: SWITCH })).toBeChecked();
  const key = (await (await fetch(`${apiUrl}${WEB_PUSH_PATHS.key}`)).json()) as { data: { publicKey: string } };
  expect(await page.evaluate(() => (window as unknown as { askedKey?: string }).askedKey)).toBe(key.data.publicKey);
  expect(calls).toEqual([
    {
      path: WEB_PUSH_PATHS.subscribe,
      body: expect.objectContaining({ endpoint: 'https://push.example.invalid/send/e2e-1', off: [] }) as unknown,
    },
  ]);
  await page.getByRole('switch', { name: SWITCH }).click();
  await expect(page.getByText('已关闭系统通知')).toBeVisible();
  expect(calls[1]).toEqual({
    path: WEB_PUSH_PATHS.unsubscribe,
    body: { endpoint: 'https://push.example.invalid/send/e2e-1' },
  });
});
