/** Helpers of the host's end-to-end specs: demo login, the spec's cookie names, page probes. */
import { createCipheriv } from 'node:crypto';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { createApiProxy } from '@kickoff/ops/src/api-proxy';
import { startStaticServer, type RunningServer } from '@kickoff/ops/src/static-server';

export const DEMO_PHONE = '13800000000';
export const DEMO_PASSWORD = 'kickoff123';
// shared/src/contracts/account.ts DEFAULT_AES_KEY / DEFAULT_AES_IV (docs/product.md §5 default key and iv)
const AES_KEY = 'KickoffLive2026!';
const AES_IV = 'kickoff-iv-0611!';

export function encryptPassword(plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(AES_KEY, 'utf8'), Buffer.from(AES_IV, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export interface Login {
  token: string;
  userId: number;
}

/** Signs in through the API: the demo fan, or the account given. */
export async function apiLogin(apiUrl: string, phone = DEMO_PHONE, password = DEMO_PASSWORD): Promise<Login> {
  const body = new URLSearchParams({ phone, password: encryptPassword(password) });
  const res = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const json = (await res.json()) as {
    code: number;
    msg: string;
    data: { accessToken: string; userInfo: { id: number } };
  };
  if (json.code !== 200) throw new Error(`login of ${phone} failed: ${json.code} ${json.msg}`);
  return { token: json.data.accessToken, userId: json.data.userInfo.id };
}

/** Logs the browser context in the way the account pages do: the `token` cookie on the host. */
export async function loginContext(context: BrowserContext, hostUrl: string, apiUrl: string): Promise<Login> {
  const login = await apiLogin(apiUrl);
  await context.addCookies([{ name: 'token', value: login.token, url: hostUrl }]);
  return login;
}

export async function publish(apiUrl: string, topic: string, code: number, data: unknown = null): Promise<void> {
  const res = await fetch(`${apiUrl}/dev/hub/publish`, {
    method: 'POST',
    body: JSON.stringify({ topic, code, data }),
    headers: { 'Content-Type': 'application/json' },
  });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 200) throw new Error(`publish failed: ${json.code} ${json.msg}`);
}

/**
 * The shell the scripts draw — not the first paint a tab's HTML brings before them (marked
 * data-first-paint), whose links and buttons work only as plain links until the scripts take over.
 */
export const appShell = (page: Page) => page.locator('[data-layout]:not([data-first-paint])');
export const tabBar = (page: Page) => appShell(page).getByRole('navigation', { name: '主导航' });

/** The tab keys of the bar, in order (docs/product.md §2 table: bf zx zhb message|ChatGPT user). */
export async function tabKeys(page: Page): Promise<string[]> {
  await tabBar(page).locator('[data-tab="user"]').waitFor();
  return tabBar(page)
    .locator('[data-tab]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-tab') ?? ''));
}

/** The port whose host shows the 消息 tab (spec §3); the suite under test serves on others. */
export const HOST_8096 = 'http://localhost:8096';

/**
 * A second origin for the built host on port 8096, as `npm start` serves one: the host's files and
 * the suite's runtime manifest and config, with the API and socket proxied behind the same origin.
 */
export async function serveHostOn8096(hostUrl: string, apiUrl: string): Promise<RunningServer> {
  const remotes = await (await fetch(`${hostUrl}/remotes.json`)).text();
  const appConfig = await (await fetch(`${hostUrl}/app-config.json`)).text();
  return startStaticServer({
    root: path.resolve(__dirname, '../../host/dist'),
    port: 8096,
    spa: true,
    dynamic: { '/remotes.json': () => remotes, '/app-config.json': () => appConfig },
    proxy: createApiProxy({ target: apiUrl }),
  });
}

/**
 * main.js held back `ms`, as on a slow network: `snapshot()` of what the page had asked for by the
 * time it was let through (null until then).
 */
export async function holdMainJs<T>(page: Page, ms: number, snapshot: () => T): Promise<{ before: T | null }> {
  const held: { before: T | null } = { before: null };
  await page.route('**/main.js', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    held.before = snapshot();
    await route.continue();
  });
  return held;
}

/**
 * Notes, on the page's own clock, when an element matching `selector` first enters the page (an init
 * script, so it watches from the first byte of every load); the returned function reads that moment
 * (NaN if it never came). A test's own look comes later than the page's drawing.
 */
export async function watchFirstAppearance(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.addInitScript((s) => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(s)) return;
      (window as unknown as { __firstAt: number }).__firstAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __firstAt?: number }).__firstAt ?? Number.NaN);
}
