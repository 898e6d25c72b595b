/**
 * Issue 17 (1–3): every origin sends its security headers; the host's CSP blocks an injected
 * inline script and the violation reaches the server; a tampered remoteEntry.js is refused by its
 * recorded integrity and the remote's fallback shows; a 10 % canary goes to about 10 % of fresh
 * visitors and a reload never flips it. The last two run on a private front-end suite (ports
 * 39900–39906) against the global API server.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '@kickoff/ops/src/apps';
import type { RemotesManifest } from '@kickoff/ops/src/manifest';
import { startStaticServer, type RunningServer } from '@kickoff/ops/src/static-server';
import { generatedManifest, ROOT, startSuite, type Suite } from '@kickoff/ops/src/suite';
import { expect, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';
import { tabBar } from './host-helpers';

const FALLBACK = '该栏目暂时无法访问，请稍后重试';
const PORTS = {
  API_PORT: E2E_PORTS.API_PORT,
  HOST_PORT: '39900',
  SCORES_PORT: '39901',
  VLIVE_PORT: '39902',
  NEWS_PORT: '39903',
  MESSAGING_PORT: '39904',
  ACCOUNT_PORT: '39905',
  CONSOLE_PORT: '39907',
};
const CANARY_PORT = 39906;
const directive = (csp: string, name: string) =>
  (csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').slice(1);

test('every origin sends security headers; the host CSP blocks an injected inline script, reported', async ({
  page,
  request,
  hostUrl,
  apiUrl,
  consoleErrors,
}) => {
  const manifest = (await (await request.get(`${hostUrl}/remotes.json`)).json()) as RemotesManifest;
  const origins = [...new Set(Object.values(manifest.remotes).map((r) => new URL(r.url).origin))].sort();
  const host = await request.get(`${hostUrl}/live/hot`);
  const csp = host.headers()['content-security-policy']!;
  expect(directive(csp, 'script-src')).toEqual(["'self'", ...origins]);
  expect(directive(csp, 'connect-src')).toEqual(["'self'", `ws://${new URL(hostUrl).host}`, ...origins]);
  const everyOrigin = [`${hostUrl}/`, ...origins.map((o) => `${o}/remoteEntry.js`), `${apiUrl}/healthz`];
  // plus the API's Swagger page and an API answer through the host's proxy (npm start's one origin)
  for (const url of [...everyOrigin, `${apiUrl}/docs/`, `${hostUrl}/api/vlive/rooms?category=0`]) {
    const h = (await request.get(url)).headers();
    // scripts never inline, anywhere (the API's /docs lists Swagger UI's scripts by hash)
    expect([url, /script-src[^;]*'unsafe-(inline|eval)'/.test(h['content-security-policy'] ?? '')]).toEqual([
      url,
      false,
    ]);
    expect([url, h['content-security-policy']]).toEqual([url, expect.stringContaining('report-uri ')]);
    expect([url, h['content-security-policy']]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
    expect([url, h['x-content-type-options'], h['permissions-policy'] !== undefined]).toEqual([url, 'nosniff', true]);
    expect(h['referrer-policy']).toBeDefined();
    expect(h['strict-transport-security']).toBeUndefined();
  }

  // every remote's first page works under the policy: no violation in the console
  for (const p of ['/live/hot', '/vlive/0', '/news', '/message', '/user']) {
    await page.goto(`${hostUrl}${p}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  }
  expect(consoleErrors.filter((e) => e.includes('Content Security Policy'))).toEqual([]);

  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        document.body.appendChild(s);
      }),
  );
  expect(await violation).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect
    .poll(async () => {
      const res = await request.get(`${apiUrl}/dev/csp-reports`);
      const list = ((await res.json()) as { data: Array<{ directive: string; blocked: string; documentUri: string }> })
        .data;
      return list.some(
        (r) => r.directive.startsWith('script-src') && r.blocked === 'inline' && r.documentUri.includes('/user'),
      );
    })
    .toBe(true);
});

/** Adds an inline script to the open page; resolves with the directive that blocked it ('none' if nothing did). */
const injectInline = () =>
  new Promise<string>((resolve) => {
    document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
    setTimeout(() => resolve('none'), 5_000);
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    (document.body ?? document.documentElement).appendChild(s);
  });

test('each remote’s origin and the API’s block an injected inline script too, and each report arrives', async ({
  page,
  request,
  hostUrl,
  apiUrl,
}) => {
  const manifest = (await (await request.get(`${hostUrl}/remotes.json`)).json()) as RemotesManifest;
  const origins = [...new Set(Object.values(manifest.remotes).map((r) => new URL(r.url).origin))].sort();
  expect(origins).toHaveLength(REMOTES.length);
  const pages = [...origins.map((o) => `${o}/`), `${apiUrl}/healthz`];
  for (const url of pages) {
    await page.goto(url);
    expect([url, await page.evaluate(injectInline)]).toEqual([url, 'script-src-elem']);
    expect([url, await page.evaluate(() => (window as { __injected?: boolean }).__injected)]).toEqual([url, undefined]);
  }
  // every origin's policy names a report endpoint the API answers: each page's report is there
  await expect
    .poll(async () => {
      const res = await request.get(`${apiUrl}/dev/csp-reports`);
      const list = ((await res.json()) as { data: Array<{ directive: string; blocked: string; documentUri: string }> })
        .data;
      const reported = list.filter((r) => r.directive.startsWith('script-src') && r.blocked === 'inline');
      return pages.filter((url) => !reported.some((r) => r.documentUri === url));
    })
    .toEqual([]);
});

test('production source maps are hidden: none in a served folder, no sourceMappingURL, none answered', async ({
  request,
  hostUrl,
}) => {
  const apps = [{ name: 'host', dir: 'host' }, ...REMOTES];
  for (const app of apps) {
    const dist = path.join(ROOT, app.dir, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect([app.name, files.filter((f) => /\.map(\.(gz|br))?$/.test(f))]).toEqual([app.name, []]);
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) {
      expect([f, readFileSync(path.join(dist, f), 'utf8').includes('sourceMappingURL')]).toEqual([f, false]);
    }
    // the maps exist, outside the folder: sourcemaps/<app>/<version>/
    const pkg = JSON.parse(readFileSync(path.join(ROOT, app.dir, 'package.json'), 'utf8')) as { version: string };
    const kept = path.join(ROOT, 'sourcemaps', app.name, pkg.version);
    expect([kept, existsSync(kept) && readdirSync(kept, { recursive: true }).length > 0]).toEqual([kept, true]);
  }
  const manifest = (await (await request.get(`${hostUrl}/remotes.json`)).json()) as RemotesManifest;
  for (const url of [
    `${hostUrl}/main.js.map`,
    ...Object.values(manifest.remotes).map((r) => new URL('remoteEntry.js.map', r.url).href),
  ]) {
    const res = await request.get(url);
    // the host's SPA fallback answers unknown paths with the page, never with a map
    expect([url, res.headers()['content-type']]).not.toEqual([url, expect.stringContaining('json')]);
    expect((await res.text()).includes('"mappings"')).toBe(false);
  }
});

test.describe('integrity and canary (private suite)', () => {
  let suite: Suite;
  let canaryCdn: RunningServer;
  let tampered: string;
  let current: () => RemotesManifest;
  const remoteUrls = Object.fromEntries(
    REMOTES.map((r) => [r.name, `http://localhost:${PORTS[r.portEnv as keyof typeof PORTS]}`]),
  );
  // integrities of the real builds, as `pnpm remotes set` recorded them
  const realRoots = Object.fromEntries(REMOTES.map((r) => [r.name, path.join(ROOT, r.dir, 'dist')]));

  test.beforeAll(async () => {
    tampered = mkdtempSync(path.join(tmpdir(), 'kickoff-tampered-'));
    cpSync(realRoots.news!, tampered, { recursive: true });
    // the bytes change after release: a compromised CDN (no precompressed copies left to send)
    const entry = path.join(tampered, 'remoteEntry.js');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\nwindow.__tampered = true;\n`);
    rmSync(`${entry}.gz`);
    rmSync(`${entry}.br`);
    canaryCdn = await startStaticServer({ root: realRoots.account!, port: CANARY_PORT, cors: true });
    current = () => generatedManifest(remoteUrls, 'e2e', realRoots);
    suite = await startSuite({
      env: { ...process.env, ...PORTS },
      noServer: true,
      remoteRoots: { news: tampered },
      manifest: () => current(),
    });
  });
  test.afterAll(async () => {
    await suite?.close();
    await canaryCdn?.close();
    rmSync(tampered, { recursive: true, force: true });
  });

  test('a tampered remoteEntry.js is refused: the fallback shows and the rest of the suite works', async ({ page }) => {
    await page.goto(`${suite.hostUrl}/news`);
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
    await tabBar(page).getByRole('link', { name: '比分' }).click();
    await expect(page).toHaveURL(/\/live\//);
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '404-页面不存在' })).toHaveCount(0);
  });

  test('a 10 % canary reaches about 10 % of fresh visitors, and a reload keeps each one’s version', async ({
    browser,
  }) => {
    const base = generatedManifest(remoteUrls, 'e2e', realRoots);
    const stable = base.remotes.account!;
    current = () => ({
      ...base,
      remotes: {
        ...base.remotes,
        account: {
          ...stable,
          canary: {
            url: `http://localhost:${CANARY_PORT}/mf-manifest.json`,
            version: '0.2.0-canary',
            percent: 10,
            integrity: stable.integrity,
            manifestIntegrity: stable.manifestIntegrity,
          },
        },
      },
    });
    // fresh visitors: no cookie; the reload sends back the one the first answer set
    let canary = 0;
    const VISITORS = 400;
    for (let i = 0; i < VISITORS; i++) {
      const first = await fetch(`${suite.hostUrl}/remotes.json`);
      const got = first.headers.get('x-kickoff-remote-versions')!;
      const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
      const again = await fetch(`${suite.hostUrl}/remotes.json`, { headers: { cookie } });
      expect(again.headers.get('x-kickoff-remote-versions')).toBe(got);
      if (got.includes('account=0.2.0-canary;canary')) canary++;
    }
    // binomial(400, 0.1): 40 ± 6; this band is 3 standard deviations wide each side
    expect(canary).toBeGreaterThanOrEqual(22);
    expect(canary).toBeLessThanOrEqual(58);

    // a visitor in the canary sees it on /message/version, and again after reloads
    const context = await browser.newContext();
    await context.addCookies([{ name: 'kickoff_bucket', value: '7', url: suite.hostUrl }]);
    const page = await context.newPage();
    const canaryRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`http://localhost:${CANARY_PORT}/`)) canaryRequests.push(r.url());
    });
    for (let i = 0; i < 3; i++) {
      await (i === 0 ? page.goto(`${suite.hostUrl}/message/version`) : page.reload());
      const row = page.getByTestId('remote-version').filter({ hasText: 'account' });
      await expect(row).toHaveAttribute('data-channel', 'canary');
      await expect(row).toContainText('0.2.0-canary');
      await expect(row).toContainText('灰度');
    }
    await page.goto(`${suite.hostUrl}/user`);
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expect.poll(() => canaryRequests.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    await context.close();
  });
});
