/**
 * What the browser benches share: the production suite started on a bench's own ports with a data
 * folder of its own (removed after), Debian's Chromium, a phone's context and Lighthouse's mobile
 * throttling, and how a bench ends (its error printed, exit 1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startSuite } from '@kickoff/ops/src/suite';
import { CHROMIUM_LAUNCH } from '../src/support/browser';

type Suite = Awaited<ReturnType<typeof startSuite>>;

/** Lighthouse's mobile preset: slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up) and the CPU slowed 4× */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** the server the page benches use: the engine at 20×, a demo match every minute, one seed */
export const LIVE_SERVER = { LIVE_SPEED: '20', LIVE_DEMO_EVERY_S: '60', SEED: '20261122' };

/**
 * Runs `run` against the suite started on `ports` (API_PORT, HOST_PORT, the remotes'), its server
 * with `serverEnv`; closes it and removes its data whatever happens.
 */
export async function withSuite(
  name: string,
  ports: Record<string, string>,
  serverEnv: Record<string, string>,
  run: (suite: Suite) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kickoff-${name}-`));
  const suite = await startSuite({
    env: { ...process.env, ...ports },
    serverEnv: { DATA_DIR: dataDir, NODE_ENV: 'test', ...serverEnv },
  });
  try {
    await run(suite);
  } finally {
    await suite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** withSuite, and Debian's Chromium for the run */
export function withSuiteAndBrowser(
  name: string,
  ports: Record<string, string>,
  serverEnv: Record<string, string>,
  run: (suite: Suite, browser: Browser) => Promise<void>,
): Promise<void> {
  return withSuite(name, ports, serverEnv, async (suite) => {
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    try {
      await run(suite, browser);
    } finally {
      await browser.close();
    }
  });
}

/** a new context the size of a phone (375×812, touch) */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
}

/** a phone's page on `network` (slow 4G unless told) with the CPU slowed, and the DevTools session that throttles it */
export async function throttledPhonePage(
  browser: Browser,
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } = SLOW_4G,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** Runs a bench's main: an error is printed and the process exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
