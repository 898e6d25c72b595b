/**
 * List bench: the production build of the football list with 500 matches, fed 50 row updates a
 * second over a (mocked) realtime socket for 10 s, in headless Chromium at phone size. A
 * PerformanceObserver records long tasks; the longest main-thread task is printed (budget 50 ms).
 * Prints, never asserts: timings on a shared 2-core machine are a figure to watch, not a gate.
 *
 *   pnpm --filter @kickoff/remote-scores build && pnpm --filter @kickoff/remote-scores bench
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { FootballListMatch, FootballListPatch } from '@kickoff/shared/contracts';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const ROWS = 500;
const UPDATES_PER_SECOND = 50;
const SECONDS = 10;
const BUDGET_MS = 50;

function matches(now: number): FootballListMatch[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const live = i % 3 !== 2;
    return {
      id: 100_000 + i,
      s: live ? (i % 2 ? 2 : 4) : 1,
      li: 1 + (i % 25),
      league: {
        id: 1 + (i % 25),
        name: `联赛${i % 25}`,
        color: `#${((i * 2654435) & 0xffffff).toString(16).padStart(6, '0')}`,
      },
      ot: now - 3000 + i * 30,
      kt: now - 1200,
      isShow: 1,
      timIng: '20',
      round: '1',
      home: { id: 2 * i, name: `主队${i}`, rank: 1 + (i % 18) },
      away: { id: 2 * i + 1, name: `客队${i}`, rank: 1 + ((i + 7) % 18) },
      sc: [i % 3, i % 2],
      hsc: live ? [0, 0] : null,
      rc: [0, 0],
      yc: [i % 2, 0],
      cn: [i % 6, i % 4],
      hot: i % 7 === 0,
      hasVideo: false,
      hasAnim: true,
    };
  });
}

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.json': 'application/json',
    '.css': 'text/css',
  };
  const server = createServer((req, res) => {
    const clean = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    // the standalone page links its scripts relative to the page, so /live/zq/main.js is main.js
    let file = path.join(dir, path.extname(clean) ? path.basename(clean) : clean);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` });
    }),
  );
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('remote-scores/dist is missing: run `pnpm --filter @kickoff/remote-scores build` first');
    process.exit(1);
  }
  const { server, url } = await serve(DIST);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const now = Math.floor(Date.now() / 1000);
    const rows = matches(now);
    await page.route('**/api/live/football/v1_1/live**', (route) =>
      route.fulfill({ json: { code: 200, msg: '成功', data: rows } }),
    );
    let send: ((text: string) => void) | null = null;
    // a production standalone page talks only to its own origin: the API above, the socket here
    await page.routeWebSocket(`${url.replace(/^http/, 'ws')}/imserver`, (ws) => {
      send = (text) => ws.send(text);
      ws.onMessage((m) => {
        if (m === '0') ws.send('0');
      });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });

    page.on('console', (m) => m.type() === 'error' && console.error('[page]', m.text()));
    page.on('pageerror', (e) => console.error('[page]', e.message));
    const t0 = Date.now();
    await page.goto(`${url}/live/zq/js`);
    await page.getByTestId('match-row').first().waitFor();
    const firstRender = Date.now() - t0;
    const inDom = await page.getByTestId('match-row').count();
    await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));
    if (!send) throw new Error('the page never opened the realtime socket');

    const started = Date.now();
    let sent = 0;
    const seq = new Map<number, number>();
    while (Date.now() - started < SECONDS * 1000) {
      const patches: FootballListPatch[] = [];
      for (let k = 0; k < UPDATES_PER_SECOND / 10; k++) {
        const i = Math.floor(Math.random() * ROWS);
        const id = rows[i]!.id;
        const n = (seq.get(id) ?? 0) + 1;
        seq.set(id, n);
        patches.push({ id, sc: [rows[i]!.sc[0] + n, rows[i]!.sc[1]], cn: [n, 1], timIng: String(20 + n) });
      }
      // one push per 100 ms carrying 5 patches each = 50 updates per second
      (send as (text: string) => void)(
        JSON.stringify({
          code: 10027,
          topic: 'list:football',
          data: { sport: 'football', matches: patches },
          ts: Date.now(),
        }),
      );
      sent += patches.length;
      if (sent % 100 === 0) await page.mouse.wheel(0, 400);
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.waitForTimeout(500);
    const shown = await page.$$eval('[data-testid="match-row"]', (els) =>
      els.map((e) => [
        Number(e.getAttribute('data-match-id')),
        e.querySelector('[data-testid="row-score"]')?.textContent ?? '',
      ]),
    );
    const changed = shown.filter(
      ([id, score]) =>
        seq.has(id as number) &&
        score !== `${rows.find((r) => r.id === id)!.sc[0]}-${rows.find((r) => r.id === id)!.sc[1]}`,
    ).length;
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const max = tasks.length ? Math.max(...tasks) : 0;
    console.info(`list-stream: ${ROWS} rows (${inDom} in the DOM), first render ${firstRender} ms`);
    console.info(
      `list-stream: ${sent} updates in ${SECONDS} s (${UPDATES_PER_SECOND}/s) while scrolling; ` +
        `${changed} of the ${shown.length} rows in view show a pushed score`,
    );
    console.info(
      `list-stream: long tasks (>50 ms) ${tasks.length}; max main-thread task ${max.toFixed(1)} ms ` +
        `(budget ${BUDGET_MS} ms${max > BUDGET_MS ? ', OVER' : ''})`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
