/**
 * Issue 6 point 10: the host's socket — address from POST /imapi/websocket, identification on open,
 * heartbeat '0' after 10 s of quiet, reconnect ~5 s after the socket server goes away. Uses a
 * private API server (and front ends) so the server can really be restarted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, WebSocket } from '@playwright/test';
import { startSuite, type Suite } from '@kickoff/ops/src/suite';
import { PRIVATE_PORTS } from './support/ports';
import { test, expect } from './support/fixtures';
import { registerFan } from './messaging-helpers';

const API_PORT = '39196';
let suite: Suite;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'kickoff-host-rt-'));
  suite = await startSuite({
    env: { ...process.env, ...PRIVATE_PORTS, API_PORT },
    serverEnv: { DATA_DIR: dataDir, LIVE_SPEED: '1', SEED: '20261122', NODE_ENV: 'test', DEV_ROUTES: '1' },
  });
});
test.afterAll(async () => {
  await suite?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Frame {
  at: number;
  dir: 'in' | 'out';
  payload: string;
}

function record(ws: WebSocket): Frame[] {
  const frames: Frame[] = [];
  ws.on('framesent', (f) => frames.push({ at: Date.now(), dir: 'out', payload: String(f.payload) }));
  ws.on('framereceived', (f) => frames.push({ at: Date.now(), dir: 'in', payload: String(f.payload) }));
  return frames;
}

/** The page's next socket, recorded from its first frame on (listeners attached as it opens). */
function nextSocket(page: Page): Promise<{ ws: WebSocket; frames: Frame[] }> {
  return new Promise((resolve) => page.once('websocket', (ws) => resolve({ ws, frames: record(ws) })));
}

const identified = (frames: Frame[]) => frames.some((f) => f.dir === 'in' && f.payload.includes('"code":10000'));

test.describe('realtime socket', () => {
  test('connects where /imapi/websocket says, identifies with the token, beats after 10 s of quiet', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    // a new fan, who follows nothing: the demo fan's followed teams and matches push alerts to its
    // socket, and any frame in the ten seconds puts the heartbeat off (it once came after 15 s)
    const { token } = await registerFan(suite.apiUrl, `139${String(Date.now()).slice(-8)}`);
    await context.addCookies([{ name: 'token', value: token, url: suite.hostUrl }]);
    const address = page.waitForResponse(
      (r) => r.url().endsWith('/imapi/websocket') && r.request().method() === 'POST',
    );
    const opened = nextSocket(page);
    // a page with no subscriptions, so nothing but the heartbeat talks
    await page.goto(`${suite.hostUrl}/no/such/page`);
    const body = (await (await address).json()) as {
      data: { lotteryAddress: Array<{ protocol: string; host: string; port: number; path: string }> };
    };
    const first = body.data.lotteryAddress[0]!;
    const { ws, frames } = await opened;
    expect(ws.url()).toBe(`${first.protocol}://${first.host}:${first.port}${first.path}`);
    await expect
      .poll(() => frames.find((f) => f.dir === 'out')?.payload, { timeout: 5_000 })
      .toBe(JSON.stringify({ t: 'auth', token }));
    await expect.poll(() => frames.some((f) => f.dir === 'out' && f.payload === '0'), { timeout: 15_000 }).toBe(true);
    const beat = frames.findIndex((f) => f.dir === 'out' && f.payload === '0');
    const quiet = frames[beat]!.at - frames[beat - 1]!.at;
    expect(quiet).toBeGreaterThanOrEqual(9_800);
    expect(quiet).toBeLessThan(11_500);
  });

  test('the socket server restarts: the page reconnects ~5 s after the close and identifies again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // the reconnect delay is 5 s ±50 % jitter (shared/src/realtime/reconnect-delay.ts): the middle
    // of the draw gives the spec's 5 s exactly
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    const opened = nextSocket(page);
    await page.goto(`${suite.hostUrl}/no/such/page`);
    const { ws, frames } = await opened;
    await expect.poll(() => identified(frames), { timeout: 10_000 }).toBe(true);
    const closed = ws.waitForEvent('close');
    const sockets: Array<{ at: number; ws: WebSocket; frames: Frame[] }> = [];
    page.on('websocket', (w) => sockets.push({ at: Date.now(), ws: w, frames: record(w) }));
    await suite.stopServer();
    await closed;
    const closedAt = Date.now();
    await suite.startServer();
    await expect.poll(() => sockets.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const gap = sockets[0]!.at - closedAt;
    // the close reaches the test through the host's socket proxy after the page saw it: up to ~0.8 s
    // on a loaded CI machine (4,253 ms measured once); an immediate or jittered-short retry is well below
    expect(gap).toBeGreaterThanOrEqual(4_000);
    expect(gap).toBeLessThan(6_500);
    // whichever attempt finds the server up identifies again
    await expect
      .poll(() => sockets.some((s) => !s.ws.isClosed() && identified(s.frames)), { timeout: 20_000 })
      .toBe(true);
  });
});
