/**
 * Issue 11 "Done means": the suite works from any host name — opened at 127.0.0.1 and at the
 * machine's LAN address a fan sees live scores, the API goes through the host's own origin and
 * the socket connects to that origin. The LAN test runs only with E2E_LAN=1, which scripts/test.mjs
 * sets inside a private network namespace whose veth pair holds the address (10.77.0.2): no
 * traffic ever goes to the machine's real network.
 */
import { networkInterfaces } from 'node:os';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
}

async function seesLiveScoresAt(page: Page, origin: string): Promise<void> {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/live/')) apiCalls.push(new URL(r.url()).origin);
  });
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/imserver'), timeout: 20_000 });
  await page.goto(`${origin}/live/hot`);
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  expect(apiCalls.length).toBeGreaterThan(0);
  expect([...new Set(apiCalls)]).toEqual([origin]);
  const ws = await socket;
  expect(new URL(ws.url()).host).toBe(new URL(origin).host);
  expect(ws.isClosed()).toBe(false);
}

test('opened at http://127.0.0.1 the suite shows live scores, API and socket on that origin', async ({
  page,
  hostUrl,
}) => {
  await seesLiveScoresAt(page, `http://127.0.0.1:${new URL(hostUrl).port}`);
});

test('opened at the LAN address the suite shows live scores, API and socket on that origin', async ({
  page,
  hostUrl,
}) => {
  test.skip(process.env.E2E_LAN !== '1', 'run by scripts/test.mjs inside a network namespace (E2E_LAN=1)');
  const ip = lanAddress();
  expect(ip, 'the namespace has a non-internal IPv4 address').toBeDefined();
  await seesLiveScoresAt(page, `http://${ip}:${new URL(hostUrl).port}`);
});

test('a static asset and an API list come back brotli-encoded through the host origin', async ({ hostUrl }) => {
  const asset = await fetch(`${hostUrl}/main.js`, { headers: { 'accept-encoding': 'br' } });
  expect([asset.status, asset.headers.get('content-encoding'), asset.headers.get('vary')]).toEqual([
    200,
    'br',
    'Accept-Encoding',
  ]);
  expect(asset.headers.get('cache-control')).toBe('no-cache');
  const list = await fetch(`${hostUrl}/api/live/football/v1_1/live?platform=4`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect([list.status, list.headers.get('content-encoding')]).toEqual([200, 'br']);
  expect(((await list.json()) as { code: number }).code).toBe(200);
});
