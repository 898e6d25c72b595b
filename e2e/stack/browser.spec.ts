/**
 * Issue 28 (2): the suite through the production topology — nginx on deploy/nginx/default.conf in
 * front of two servers on PostgreSQL and Redis. The administrator `pnpm admin create` made signs in,
 * the score list moves, an engine push reaches fans on both servers once, a room's video plays
 * through nginx, two registered fans on different servers chat, a remote switched with
 * `pnpm remotes set --env staging` is mounted on the next load, and nginx serves the headers its
 * files say.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { MessageCodes } from '@kickoff/shared/contracts';
import type { RemotesManifest } from '@kickoff/ops/src/manifest';
import { ROOT } from '@kickoff/ops/src/suite';
import type { Stack } from '@kickoff/ops/src/stack';
import { contexts, expect, onBothServers, test } from './fixtures';
import { login, people, STACK_PASSWORD } from './people';

async function signIn(stack: Stack, context: BrowserContext, phone: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: await login(stack.url, phone), url: stack.url }]);
}

interface Push {
  ts: number;
  body: string;
}

/** The list pushes a page's socket receives. */
function listPushes(page: Page): Push[] {
  const seen: Push[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      if (typeof f.payload !== 'string' || f.payload === '0') return;
      const m = JSON.parse(f.payload) as { code?: number; ts: number; data: unknown };
      if (m.code === MessageCodes.LIST_UPDATE) seen.push({ ts: m.ts, body: JSON.stringify(m.data) });
    }),
  );
  return seen;
}

test('the first administrator signs in through nginx, on the pages, API and socket of one origin', async ({
  page,
  stack,
  consoleErrors,
}) => {
  const { admin } = people(stack);
  await page.goto(`${stack.url}/user/login`);
  await page.getByLabel('手机号').fill(admin.phone);
  await page.getByLabel('密码', { exact: true }).fill(STACK_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText(admin.nickName)).toBeVisible();
  const origins = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL((e as PerformanceResourceTiming).name).origin),
  );
  expect(new Set(origins)).toEqual(new Set([stack.url]));
  // no CSP violation, no failed load under nginx's policy
  expect(consoleErrors).toEqual([]);
});

test('the football list moves with the engine', async ({ page, stack, consoleErrors }) => {
  const pushes = listPushes(page);
  await page.goto(`${stack.url}/live/zq`);
  const list = page.getByRole('list', { name: '足球比分' });
  await expect(list.getByTestId('match-row').first()).toBeVisible();
  const before = await list.innerText();
  await expect.poll(() => list.innerText(), { timeout: 30_000 }).not.toBe(before);
  expect(pushes.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('an engine push reaches fans on both servers, once each', async ({ browser, stack }) => {
  const [a, b] = await contexts(browser, 2);
  const seen = new Map<Page, Push[]>();
  const [pageA, pageB] = await onBothServers(
    stack,
    [a!, b!],
    `${stack.url}/live/zq`,
    async (p) => {
      await expect(p.getByRole('list', { name: '足球比分' }).getByTestId('match-row').first()).toBeVisible();
    },
    (p) => seen.set(p, listPushes(p)),
  );
  const seenA = seen.get(pageA!)!;
  const seenB = seen.get(pageB!)!;
  // listening from now: a window of the pushes published after both were listening
  const from = Date.now() + 1_000;
  await expect.poll(() => seenA.filter((p) => p.ts > from).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  const to = seenA.at(-1)!.ts;
  const inWindow = (seen: Push[]) => seen.filter((p) => p.ts > from && p.ts <= to);
  // the other server relays over Redis: it may be a moment behind
  await expect.poll(() => inWindow(seenB).length).toBeGreaterThanOrEqual(inWindow(seenA).length);
  for (const seen of [seenA, seenB]) {
    expect(new Set(seen.map((p) => p.ts)).size).toBe(seen.length);
    expect(new Set(seen.map((p) => p.body)).size).toBe(seen.length);
  }
  expect(inWindow(seenB)).toEqual(inWindow(seenA));
  await a!.close();
  await b!.close();
});

test("a room's video plays through nginx: its playlist and segments from the one origin", async ({
  page,
  stack,
  consoleErrors,
}) => {
  const { room } = people(stack);
  const hls: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/vlive/hls/')) hls.push(`${new URL(r.url()).origin} ${r.status()}`);
  });
  await page.goto(`${stack.url}/vlive/detail/${room}`);
  const video = page.getByLabel('直播画面');
  // a fresh room's picture may still be encoding: the poster shows, then the video plays
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 60_000 })
    .toBeGreaterThan(1);
  const t1 = await video.evaluate((v) => (v as HTMLVideoElement).currentTime);
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeGreaterThan(t1 + 0.5);
  // playlist and segments came from the one origin, through nginx, every one answered
  expect(hls.length).toBeGreaterThanOrEqual(2);
  expect(new Set(hls)).toEqual(new Set([`${stack.url} 200`]));
  const access = readFileSync(path.join(stack.logs, 'nginx-access.log'), 'utf8');
  expect(access).toMatch(new RegExp(`GET /api/vlive/hls/${room}/[^ ]+\\.ts[^ ]* HTTP/1\\.1" 200`));
  expect(consoleErrors).toEqual([]);
});

test('two fans on different servers chat in one room', async ({ browser, stack }) => {
  // two pages of a room, reloaded until their sockets sit on different servers: slow on two cores
  test.setTimeout(180_000);
  const { room, fans } = people(stack);
  const [a, b] = await contexts(browser, 2);
  await signIn(stack, a!, fans[0]!.phone);
  await signIn(stack, b!, fans[1]!.phone);
  const [demo, fan] = await onBothServers(
    stack,
    [a!, b!],
    `${stack.url}/vlive/detail/${room}`,
    async (p) => {
      await expect(p.getByRole('list', { name: '聊天消息' })).toBeVisible();
    },
    // the video is the test above's: here its downloads would only hold connections nginx counts
    // (least_conn) and keep both cores decoding
    (p) => p.route('**/api/vlive/hls/**', (r) => r.abort()),
  );
  const said = `经过nginx${Date.now() % 100_000}`;
  await demo!.getByLabel('聊天内容').fill(said);
  await demo!.getByRole('button', { name: '发送' }).click();
  await expect(fan!.getByTestId('chat-line').filter({ hasText: said })).toHaveCount(1);
  await fan!.getByLabel('聊天内容').fill(`回复${said}`);
  await fan!.getByRole('button', { name: '发送' }).click();
  await expect(demo!.getByTestId('chat-line').filter({ hasText: `回复${said}` })).toHaveCount(1);
  await expect(demo!.getByTestId('chat-line').filter({ hasText: said })).toHaveCount(2);
  await a!.close();
  await b!.close();
});

test('a remote switched with pnpm remotes set --env staging is mounted on the next page load', async ({
  page,
  stack,
  consoleErrors,
}) => {
  // the release is uploaded to the CDN as its own versioned folder
  stack.addRelease('account', '0.1.1', path.join(ROOT, 'remote-account/dist'));
  const env = { ...process.env, KICKOFF_DEPLOY_DIR: stack.deployDir };
  const accountEntries = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/kickoff/account/') && p.endsWith('/remoteEntry.js')),
    );
  await page.goto(`${stack.url}/user`);
  await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
  expect(await accountEntries()).toEqual(['/kickoff/account/0.1.0/remoteEntry.js']);

  execFileSync('pnpm', ['remotes', 'set', 'account', '0.1.1', '--env', 'staging'], { cwd: ROOT, env, stdio: 'pipe' });
  try {
    const staging = JSON.parse(readFileSync(path.join(stack.deployDir, 'staging.json'), 'utf8')) as RemotesManifest;
    const account = staging.remotes.account!;
    expect(account.url).toBe(`${stack.url}/kickoff/account/0.1.1/mf-manifest.json`);
    // the integrity recorded is that of the bytes nginx serves
    const entry = Buffer.from(await (await fetch(`${stack.url}/kickoff/account/0.1.1/remoteEntry.js`)).arrayBuffer());
    expect(account.integrity).toBe(`sha384-${createHash('sha384').update(entry).digest('base64')}`);
    const served = (await (await fetch(`${stack.url}/remotes.json`)).json()) as RemotesManifest;
    expect(served.remotes.account).toEqual(account);

    await page.reload();
    await expect(page.getByRole('link', { name: '登录/注册' })).toBeVisible();
    expect(await accountEntries()).toEqual(['/kickoff/account/0.1.1/remoteEntry.js']);
    expect(consoleErrors).toEqual([]);
  } finally {
    execFileSync('pnpm', ['remotes', 'rollback', '--env', 'staging'], { cwd: ROOT, env, stdio: 'pipe' });
  }
});

test('nginx serves the security headers, caching and compression its files say', async ({ stack }) => {
  const conf = readFileSync(path.join(ROOT, 'deploy/nginx/security-headers.conf'), 'utf8');
  const csp = /Content-Security-Policy "([^"]+)"/.exec(conf)![1]!.replaceAll('$http_host', 'localhost:38090');
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${p}`, { headers });

  const pageRes = await get('/live/hot', { Accept: 'text/html' });
  expect(pageRes.status).toBe(200);
  // a newcomer's tab page comes with its shell drawn in (host/src/first-paint); a signed-in fan's without
  expect(await pageRes.text()).toMatch(/<div id="root"><[^]*data-first-paint=""[^]*aria-label="主导航"/);
  const signedIn = await get('/live/hot', { Accept: 'text/html', Cookie: 'lang=zh; token=abc' });
  expect(await signedIn.text()).toContain('<div id="root"></div>');
  expect(await (await get('/live/zq/detail/1', { Accept: 'text/html' })).text()).toContain('<div id="root"></div>');
  expect(pageRes.headers.get('content-security-policy')).toBe(csp);
  expect(pageRes.headers.get('x-content-type-options')).toBe('nosniff');
  expect(pageRes.headers.get('x-frame-options')).toBe('DENY');
  expect(pageRes.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(pageRes.headers.get('permissions-policy')).toContain('camera=()');
  // HSTS only over TLS
  expect(pageRes.headers.get('strict-transport-security')).toBeNull();
  expect((await get('/live/hot', { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  );

  const remotes = await get('/remotes.json');
  expect(remotes.headers.get('cache-control')).toBe('no-cache');
  expect(remotes.headers.get('content-security-policy')).toBe(csp);

  const scores = JSON.parse(readFileSync(path.join(ROOT, 'remote-scores/dist/mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
  };
  const entry = await get(`/kickoff/scores/0.1.0/${scores.metaData.remoteEntry.name}`);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  const chunk = /"(\d+\.[0-9a-f]{8}\.js)"/.exec(
    readFileSync(path.join(ROOT, 'remote-scores/dist/mf-manifest.json'), 'utf8'),
  );
  const hashed = await get(`/kickoff/scores/0.1.0/${chunk![1]}`, { 'Accept-Encoding': 'gzip' });
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers.get('content-security-policy')).toBe(csp);
  expect(hashed.headers.get('content-encoding')).toBe('gzip');
  expect((await get('/kickoff/scores/0.1.0/remoteEntry.js.map')).status).toBe(404);

  // one origin: /user/… is the page for a navigation and the API for a call
  const nav = await get('/user/info', { Accept: 'text/html' });
  expect(await nav.text()).toContain('<div id="root">');
  const call = await get('/user/info', { Accept: 'application/json' });
  expect(((await call.json()) as { code: number }).code).not.toBe(200);
});
