/**
 * What a live update of a football match's detail costs the fan's phone: the production suite on its
 * own ports with the engine at 20× (a match minute every 3 s), a live match's detail opened in Debian's
 * Chromium at 375×812 with the CPU slowed 4× (Lighthouse's mobile preset), then watched for 8 updates on
 *  - 直播: every closed minute refetches the trend and redraws 攻势图, 胜率走势 and 射门图;
 *  - 阵容: every closed minute and incident refetches the lineup and redraws the players' 评分.
 * For each tab: how many updates came in the window, the long tasks (> 50 ms) the page ran meanwhile
 * and the longest task (goal: none past 50 ms, issue 35). Prints, never asserts: a figure to watch.
 * Also prints the detail page's own chunks (the scores remote's scripts the list page does not load),
 * gzip -9, as issue 35 asks. With DETAIL_TRACE=1 it records a Chromium trace of each tab's window
 * and says what every long task spent its time on (trace-breakdown.ts).
 *
 *   node scripts/build.mjs && pnpm --filter @kickoff/e2e bench:detail
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FOOTBALL_STATUS, LIVE_PATHS } from '@kickoff/shared/contracts';
import { CPU_SLOWDOWN, LIVE_SERVER, phoneContext, runBench, withSuiteAndBrowser } from './bench-suite';
import { longTaskBreakdown, TRACE_CATEGORIES } from './trace-breakdown';

const PORTS = {
  API_PORT: '39740',
  HOST_PORT: '39810',
  SCORES_PORT: '39811',
  VLIVE_PORT: '39812',
  NEWS_PORT: '39813',
  MESSAGING_PORT: '39814',
  ACCOUNT_PORT: '39815',
};
const UPDATES = 8;
const MAX_WATCH_MS = 120_000;
const LONG_TASK_MS = 50;
const TRACE = process.env.DETAIL_TRACE === '1';
// a string only ECharts' core carries (its instance attribute), present in any build of it
const ECHARTS_MARK = '_echarts_instance_';

interface Window {
  updates: number;
  longTasks: number[];
}

/** Long tasks while UPDATES requests to `path` come in (at most MAX_WATCH_MS: half-time is quiet). */
async function watch(page: Page, path: string): Promise<Window> {
  const from = await page.evaluate(() => performance.now());
  const seen = () =>
    page.evaluate(
      ({ from, path }) => {
        const w = window as unknown as { __long: Array<[number, number]>; __fetched: Array<[number, string]> };
        return {
          updates: w.__fetched.filter(([at, url]) => at >= from && new URL(url).pathname === path).length,
          longTasks: w.__long.filter(([at]) => at >= from).map(([, d]) => d),
        };
      },
      { from, path },
    );
  const until = Date.now() + MAX_WATCH_MS;
  while ((await seen()).updates < UPDATES && Date.now() < until) await page.waitForTimeout(1_000);
  // the last update's redraw runs after its response
  await page.waitForTimeout(1_000);
  return seen();
}

/** A football match in play (not at half-time, when nothing updates), waiting for the engine's next demo match. */
async function matchInPlay(apiUrl: string): Promise<{ id: number }> {
  const until = Date.now() + MAX_WATCH_MS;
  for (;;) {
    const list = (await (await fetch(`${apiUrl}${LIVE_PATHS.footballLive}?platform=4`)).json()) as {
      data: Array<{ id: number; s: number }>;
    };
    const live = list.data.find((m) => m.s === FOOTBALL_STATUS.FIRST_HALF || m.s === FOOTBALL_STATUS.SECOND_HALF);
    if (live) return live;
    if (Date.now() > until) throw new Error('no football match in play to watch');
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/** `watch`, with the window traced and its long tasks explained when DETAIL_TRACE=1. */
async function watchTraced(browser: Browser, page: Page, call: string, tab: string): Promise<Window> {
  if (!TRACE) return watch(page, call);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const w = await watch(page, call);
  const trace = await browser.stopTracing();
  const file = path.join(tmpdir(), `detail-${tab}-${Date.now()}.json`);
  writeFileSync(file, trace);
  console.info(`    trace: ${file}`);
  const lines = longTaskBreakdown(trace, LONG_TASK_MS);
  for (const line of lines.length ? lines : ['(no long task in the trace)']) console.info(`    ${line}`);
  return w;
}

/** The scripts of `origin` a page fetches from now on, by URL, with their gzip -9 size. */
function scriptsOf(page: Page, origin: string): Map<string, Promise<number>> {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || !res.url().startsWith(origin)) return;
    sizes.set(
      res.url(),
      res.body().then(
        (b) => gzipSync(b, { level: 9 }).length * (b.includes(ECHARTS_MARK) ? -1 : 1),
        () => 0,
      ),
    );
  });
  return sizes;
}

async function chunks(what: string, sizes: Map<string, Promise<number>>, skip: ReadonlySet<string>): Promise<string> {
  const rows: string[] = [];
  let total = 0;
  for (const [url, size] of sizes) {
    if (skip.has(url)) continue;
    const n = await size;
    total += Math.abs(n);
    rows.push(`${new URL(url).pathname.slice(1)} ${(Math.abs(n) / 1024).toFixed(1)} KB${n < 0 ? ' (ECharts)' : ''}`);
  }
  return `${what}: ${(total / 1024).toFixed(1)} KB gzip -9 — ${rows.join(' · ') || 'none'}`;
}

function report(tab: string, w: Window): void {
  const over = w.longTasks.filter((d) => d > LONG_TASK_MS).length;
  const longest = Math.max(0, ...w.longTasks).toFixed(0);
  console.info(`${tab.padEnd(6)}${String(w.updates).padStart(8)}${String(over).padStart(12)}${longest.padStart(13)}`);
}

runBench(() =>
  withSuiteAndBrowser('detail', PORTS, LIVE_SERVER, async (suite, browser) => {
    const live = await matchInPlay(suite.apiUrl);
    const context = await phoneContext(browser);
    // the chunks the list page loads, so that the detail's own are the rest
    const list = await context.newPage();
    const scoresOrigin = `http://localhost:${PORTS.SCORES_PORT}`;
    const listed = scriptsOf(list, scoresOrigin);
    await list.goto(`${suite.hostUrl}/live/zq`, { waitUntil: 'networkidle' });
    await list.close();
    const page = await context.newPage();
    const detailScripts = scriptsOf(page, scoresOrigin);
    await page.addInitScript(() => {
      const w = window as unknown as { __long: Array<[number, number]>; __fetched: Array<[number, string]> };
      w.__long = [];
      w.__fetched = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__long.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      // observed, not read from the timeline: its buffer (250 entries) is full after the page's load
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__fetched.push([e.startTime, e.name]);
      }).observe({ type: 'resource' });
    });
    await page.goto(`${suite.hostUrl}/live/zq/detail/${live.id}`, { waitUntil: 'networkidle' });
    await page.getByText('攻势图').waitFor();
    const ownChunks = await chunks('detail page chunks (直播)', detailScripts, new Set(listed.keys()));
    const opened = new Set([...listed.keys(), ...detailScripts.keys()]);
    // the page has loaded at full speed: from here on, only the live updates run on the slowed CPU
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const watched = `${UPDATES} updates a tab at CPU ${CPU_SLOWDOWN}× (375×812)`;
    console.info(`match ${live.id}, live updates watched ${watched}; goal: no task > ${LONG_TASK_MS} ms`);
    console.info('tab    updates  tasks>50ms  longest ms');
    report('直播', await watchTraced(browser, page, LIVE_PATHS.footballTrend(live.id), 'live'));
    await page.getByRole('tab', { name: '阵容' }).click();
    await page.getByTestId('lineup-player').first().waitFor({ timeout: 30_000 });
    const lineupChunks = await chunks('chunks the 阵容 tab adds', detailScripts, opened);
    await page.waitForTimeout(2_000);
    report('阵容', await watchTraced(browser, page, LIVE_PATHS.footballLineup(live.id), 'lineup'));
    console.info(ownChunks);
    console.info(lineupChunks);
    await context.close();
  }),
);
