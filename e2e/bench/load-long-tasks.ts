/**
 * The long tasks (> 50 ms) of a cold load of /live/hot, /vlive/0 and /news/1002 on a phone
 * (Lighthouse's mobile throttling, as page-vitals.ts: slow 4G and the CPU slowed 4×, 375×812), and
 * what each spent its time on (issue 33, "no long tasks"). The production suite runs on its own
 * ports; each page is loaded with a Chromium trace (trace-breakdown.ts's categories), and for every
 * task of the page's main thread past 50 ms it prints when it started (ms after navigation, FCP
 * marked), its length, its main cost — the chunks it evaluated, the browser's own work (style,
 * layout, paint, HTML, GC) and the JavaScript the sampling profiler found, named through the build's
 * source maps (sourcemaps/, a package for node_modules, the app's file otherwise: react-dom is
 * React's render and commit, the nearest app file is whose rendering it was).
 * The profiler slows the page a little: the durations are a little above page-vitals' figures.
 * Prints, never asserts: a figure to watch, not a gate.
 *
 *   node scripts/build.mjs && pnpm --filter @kickoff/e2e bench:load-tasks   (LOAD_RUNS=3 for more)
 */
import { writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { CPU_SLOWDOWN, LIVE_SERVER, runBench, throttledPhonePage, withSuiteAndBrowser } from './bench-suite';
import { TRACE_CATEGORIES } from './trace-breakdown';
import { shortSource, SourceMaps } from './source-maps';

const PORTS = {
  API_PORT: '39760',
  HOST_PORT: '39830',
  SCORES_PORT: '39831',
  VLIVE_PORT: '39832',
  NEWS_PORT: '39833',
  MESSAGING_PORT: '39834',
  ACCOUNT_PORT: '39835',
};
const PAGES = ['/live/hot', '/vlive/0', '/news/1002'];
const LONG_MS = 50;
const RUNS = Number(process.env.LOAD_RUNS ?? 1);
const KEEP = process.env.LOAD_TRACE_KEEP === '1';
const MAPS = new SourceMaps(path.resolve(__dirname, '../../sourcemaps'));

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      url?: string;
      startTime?: number;
      documentLoaderURL?: string;
      cpuProfile?: { nodes?: Array<{ id: number; parent?: number; callFrame: CallFrame }>; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// the browser's own work, by trace event (self time); script is what is left of the JavaScript events
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  ParseHTML: 'html',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
};
const JS_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'v8.run',
  'v8.callFunction',
  'V8.Execute',
  'FireAnimationFrame',
  'v8.evaluateModule',
  'RunTask',
]);
const f1 = (us: number) => (us / 1000).toFixed(0);

/** Sample times (µs) with each sample's stack (leaf first) for one thread's CPU profile. */
function profile(events: TraceEvent[], pid: number, tid: number): Array<{ t: number; dt: number; stack: CallFrame[] }> {
  const clock = new Map<string, number>();
  for (const e of events)
    if (e.pid === pid && e.tid === tid && e.name === 'Profile' && e.id)
      clock.set(e.id, e.args?.data?.startTime ?? e.ts);
  const nodes = new Map<string, { parent?: number; callFrame: CallFrame }>();
  const out: Array<{ t: number; dt: number; stack: CallFrame[] }> = [];
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || !e.id || !clock.has(e.id)) continue;
    const prof = e.args?.data?.cpuProfile;
    for (const n of prof?.nodes ?? []) nodes.set(`${e.id}:${n.id}`, n);
    let t = clock.get(e.id)!;
    const deltas = e.args?.data?.timeDeltas ?? [];
    (prof?.samples ?? []).forEach((id, i) => {
      const dt = deltas[i] ?? 0;
      t += dt;
      const stack: CallFrame[] = [];
      for (let n = nodes.get(`${e.id}:${id}`); n; n = n.parent ? nodes.get(`${e.id}:${n.parent}`) : undefined)
        stack.push(n.callFrame);
      out.push({ t, dt, stack });
    });
    clock.set(e.id, t);
  }
  // a sample's time is the gap to the next one (the delta is to the previous)
  for (let i = 0; i < out.length; i++) out[i]!.dt = i + 1 < out.length ? out[i + 1]!.t - out[i]!.t : 0;
  return out;
}

/** The source of a frame: 'react-dom', 'remote-scores/src/…', '(gc)' …; undefined for a native one. */
function sourceOf(f: CallFrame): string | undefined {
  if (f.functionName === '(garbage collector)') return '(gc)';
  if (!f.url || !f.url.startsWith('http')) return undefined;
  const chunk = chunkName(f.url);
  const at = MAPS.lookup(chunk, f.lineNumber, f.columnNumber);
  return at ? shortSource(at.source) : chunk;
}

const isOwn = (s: string) => s.includes('/src/') || s.startsWith('src/');

function top(m: Map<string, number>, n: number, minUs = 1000): string {
  return [...m.entries()]
    .filter(([, us]) => us >= minUs)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${k} ${f1(us)}`)
    .join(' · ');
}

const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);

/** The app a chunk came from, by the suite's port. */
function chunkName(url: string): string {
  const apps: Record<string, string> = {
    [PORTS.HOST_PORT]: 'host',
    [PORTS.SCORES_PORT]: 'scores',
    [PORTS.VLIVE_PORT]: 'vlive',
    [PORTS.NEWS_PORT]: 'news',
    [PORTS.MESSAGING_PORT]: 'messaging',
    [PORTS.ACCOUNT_PORT]: 'account',
  };
  try {
    const u = new URL(url);
    return `${apps[u.port] ?? u.port}/${u.pathname.split('/').pop()}`;
  } catch {
    return url.slice(0, 40);
  }
}

interface Found {
  lines: string[];
  count: number;
  longest: number;
  tbt: number;
}

/** Every long task of the page's main thread in `trace`, described. */
function describe(trace: Buffer): Found {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .sort((a, b) => a.ts - b.ts)[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const found: Found = { lines: [], count: 0, longest: 0, tbt: 0 };
  for (const main of mains) {
    if (nav && nav.pid !== main.pid) continue;
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
    const tasks = onMain
      .filter((e) => TASKS.has(e.name) && e.dur! > LONG_MS * 1000 && (!nav || e.ts >= nav.ts))
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
      .filter((e, i, all) => !all.slice(0, i).some((o) => o.ts <= e.ts && e.ts + e.dur! <= o.ts + o.dur!));
    if (!tasks.length) continue;
    const samples = profile(events, main.pid, main.tid);
    const origin = nav?.ts ?? tasks[0]!.ts;
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      found.count += 1;
      found.longest = Math.max(found.longest, task.dur! / 1000);
      const afterFcp = !fcp || task.ts >= fcp.ts;
      if (afterFcp) found.tbt += task.dur! / 1000 - LONG_MS;
      const inside = onMain
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end)
        .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      // self time by kind of work; script evaluation by chunk (inclusive)
      const kinds = new Map<string, number>();
      const evals = new Map<string, number>();
      const open: TraceEvent[] = [];
      const self = new Map<TraceEvent, number>();
      for (const e of inside) {
        while (open.length && e.ts >= open[open.length - 1]!.ts + open[open.length - 1]!.dur!) open.pop();
        const parent = open[open.length - 1];
        if (parent) self.set(parent, (self.get(parent) ?? 0) - e.dur!);
        self.set(e, (self.get(e) ?? 0) + e.dur!);
        if (e.name === 'EvaluateScript' && e.args?.data?.url && !open.some((o) => o.name === 'EvaluateScript'))
          add(evals, chunkName(e.args.data.url), e.dur!);
        open.push(e);
      }
      // what is neither the browser's known work nor JavaScript (network, parsing …), by event name
      const other = new Map<string, number>();
      for (const [e, us] of self)
        add(KINDS[e.name] ? kinds : JS_EVENTS.has(e.name) ? new Map() : other, KINDS[e.name] ?? e.name, us);
      // JavaScript, from the profiler: by the leaf's source, and whose code (the nearest app file) ran
      const bySource = new Map<string, number>();
      const byOwn = new Map<string, number>();
      let js = 0;
      for (const s of samples) {
        if (s.t < task.ts || s.t > end) continue;
        const sources = s.stack.map(sourceOf);
        const leaf = sources.find((x) => x !== undefined);
        if (!leaf || leaf === '(gc)') continue;
        // the last sample of a task stands for no more than the rest of the task
        const dt = Math.min(s.dt, end - s.t);
        js += dt;
        add(bySource, leaf, dt);
        const own = sources.find((x) => x !== undefined && isOwn(x));
        if (own) add(byOwn, own, dt);
      }
      const when = `${f1(task.ts - origin).padStart(6)} ms${afterFcp ? '' : ' (before FCP)'}`;
      const evalText = evals.size ? `eval ${top(evals, 4, 0)}` : '';
      const head = [evalText, `js ${f1(js)}`, top(kinds, 6)].filter(Boolean).join(' · ');
      found.lines.push(`  at ${when}: ${f1(task.dur!).padStart(4)} ms — ${head}`);
      if (js < task.dur! / 2 && other.size) found.lines.push(`      other: ${top(other, 4)}`);
      if (bySource.size) found.lines.push(`      js by source: ${top(bySource, 6)}`);
      if (byOwn.size) found.lines.push(`      app code on the stack: ${top(byOwn, 6)}`);
    }
  }
  return found;
}

async function load(browser: Browser, url: string, label: string): Promise<Found> {
  const { context, page } = await throttledPhonePage(browser);
  await browser.startTracing(page, { categories: [...TRACE_CATEGORIES, 'loading', 'blink.user_timing'] });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const trace = await browser.stopTracing();
  await context.close();
  if (KEEP) {
    const file = path.join(tmpdir(), `load-${label.replace(/\W+/g, '_')}-${Date.now()}.json`);
    writeFileSync(file, trace);
    console.info(`  trace: ${file}`);
  }
  return describe(trace);
}

runBench(() =>
  withSuiteAndBrowser('load-tasks', PORTS, LIVE_SERVER, async (suite, browser) => {
    console.info(
      `long tasks (> ${LONG_MS} ms) of a cold load, slow 4G, CPU ${CPU_SLOWDOWN}×, 375×812, traced; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    for (const p of PAGES) {
      for (let run = 1; run <= RUNS; run++) {
        const found = await load(browser, suite.hostUrl + p, p);
        console.info(
          `${p}${RUNS > 1 ? ` (run ${run})` : ''}: ${found.count} long tasks, ` +
            `longest ${found.longest.toFixed(0)} ms, TBT (after FCP) ${found.tbt.toFixed(0)} ms`,
        );
        for (const line of found.lines) console.info(line);
      }
    }
  }),
);
