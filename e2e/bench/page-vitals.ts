/**
 * Lighthouse-style mobile figures for the pages a fan opens first: /live/hot, /vlive/0, /news/1002
 * and a live football match's detail. The production suite is started on its own ports; each page is opened
 * cold (new context, empty cache) in Debian's Chromium at phone size with Lighthouse's mobile
 * throttling (slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU slowed 4×), and the page's own
 * performance entries give FCP, LCP, TBT (long tasks past 50 ms between FCP and quiet) and the
 * bytes it fetched, and for a list page the time its first item (a score row, a room) was in the
 * page. Prints, never asserts: a figure to watch, not a gate.
 *
 *   pnpm build && pnpm --filter @kickoff/e2e bench
 */
import { isFootballLive } from '@kickoff/shared/contracts';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { CPU_SLOWDOWN, LIVE_SERVER, runBench, throttledPhonePage, withSuiteAndBrowser } from './bench-suite';

const PORTS = {
  API_PORT: '39700',
  HOST_PORT: '39780',
  SCORES_PORT: '39781',
  VLIVE_PORT: '39782',
  NEWS_PORT: '39783',
  MESSAGING_PORT: '39784',
  ACCOUNT_PORT: '39785',
};
const RUNS = 3;

interface Vitals {
  fcp: number;
  lcp: number;
  tbt: number;
  kb: number;
  requests: number;
  /** when the page's first list item was added (page clock), 0 for a page without one */
  first: number;
}

/** The list item whose arrival a page is waited for by: the first score row, the first room. */
const FIRST_ITEM: Record<string, string> = {
  '/live/hot': '[data-testid="match-row"]',
  '/vlive/0': 'ul[aria-label="直播间"] a',
};

async function measure(browser: Browser, url: string, firstItem = ''): Promise<Vitals> {
  const { context, page, cdp } = await throttledPhonePage(browser);
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    bytes += e.encodedDataLength;
  });
  await page.addInitScript((selector) => {
    const w = window as unknown as { __vitals: { lcp: number; long: Array<[number, number]>; first: number } };
    w.__vitals = { lcp: 0, long: [], first: 0 };
    if (selector) {
      const seen = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        w.__vitals.first = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__vitals.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__vitals.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  }, firstItem);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const v = await page.evaluate(() => {
    const w = window as unknown as { __vitals: { lcp: number; long: Array<[number, number]>; first: number } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = w.__vitals.long.filter(([at]) => at >= fcp).reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
    return { fcp, lcp: w.__vitals.lcp, tbt, first: w.__vitals.first };
  });
  await context.close();
  return { ...v, kb: bytes / 1024, requests };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

runBench(() =>
  withSuiteAndBrowser('vitals', PORTS, LIVE_SERVER, async (suite, browser) => {
    const hot = (await (await fetch(`${suite.apiUrl}/api/live/football/v1_1/live?platform=4`)).json()) as {
      data: Array<{ id: number; s: number }>;
    };
    const live = hot.data.find((m) => isFootballLive(m.s)) ?? hot.data[0];
    const pages = [
      '/live/hot',
      '/vlive/0',
      '/news/1002',
      ...(live ? [`/live/zq/detail/${live.id}`] : []),
      '/database/detail?id=36',
    ];
    console.info(
      `page vitals, median of ${RUNS} cold loads (slow 4G, CPU ${CPU_SLOWDOWN}×, 375×812); LCP goal ≤ 2.5 s`,
    );
    console.info(
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (a shared machine: figures vary with it)`,
    );
    console.info('page                          FCP ms   LCP ms   TBT ms   bytes KB  requests  1st item ms');
    for (const p of pages) {
      const runs: Vitals[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, suite.hostUrl + p, FIRST_ITEM[p]));
      const m = (k: keyof Vitals, digits: number, width: number) =>
        median(runs.map((r) => r[k]))
          .toFixed(digits)
          .padStart(width);
      console.info(
        `${p.padEnd(27)}${m('fcp', 0, 8)} ${m('lcp', 0, 8)} ${m('tbt', 0, 8)} ${m('kb', 1, 10)}` +
          `${m('requests', 0, 10)}${FIRST_ITEM[p] ? m('first', 0, 13) : ''}`,
      );
    }
    console.info('1st item: the first score row (/live/hot; goal ≤ 1.5 s), the first room (/vlive/0)');
    if (!live) console.info('(no football match in the list: the detail page was left out)');
  }),
);
