/**
 * Lighthouse itself (12.2, its default mobile preset: simulated slow 4G and 4× CPU, a Moto G-sized
 * screen) on the pages issue 33 sets targets for: /live/hot, /vlive/0 and /news/1002. The production
 * suite is started on its own ports with its demo seed; each page is audited RUNS times in Debian's
 * Chromium (a new profile each time, so each load is a newcomer's) and the median of each figure is
 * printed beside its target. Prints, never asserts: the byte budgets are the tests.
 *
 *   pnpm build && pnpm --filter @kickoff/e2e bench:lighthouse [-- --runs 3]
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_LAUNCH } from '../src/support/browser';
import { runBench, withSuite } from './bench-suite';

const PORTS = {
  API_PORT: '39600',
  HOST_PORT: '39680',
  SCORES_PORT: '39681',
  VLIVE_PORT: '39682',
  NEWS_PORT: '39683',
  MESSAGING_PORT: '39684',
  ACCOUNT_PORT: '39685',
};
const PAGES = ['/live/hot', '/vlive/0', '/news/1002'];
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** [figure, label, unit, target as text, whether the median meets it] */
const TARGETS: Array<[keyof Figures, string, (v: number) => string, string, (v: number) => boolean]> = [
  ['performance', 'performance', (v) => v.toFixed(0), '≥ 90', (v) => v >= 90],
  ['lcp', 'LCP', (v) => `${(v / 1000).toFixed(2)} s`, '≤ 2.0 s', (v) => v <= 2000],
  ['tbt', 'TBT', (v) => `${v.toFixed(0)} ms`, '≤ 200 ms', (v) => v <= 200],
  ['cls', 'CLS', (v) => v.toFixed(3), '≤ 0.05', (v) => v <= 0.05],
  ['accessibility', 'accessibility', (v) => v.toFixed(0), '≥ 95', (v) => v >= 95],
  ['fcp', 'FCP', (v) => `${(v / 1000).toFixed(2)} s`, '', () => true],
];

// Lighthouse's own command, run by plain Node: under tsx its in-page functions (serialised with
// toString) would carry esbuild's __name helper, which the page does not have.
const LIGHTHOUSE_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

async function audit(url: string): Promise<Figures> {
  // chrome-launcher (Lighthouse's) adds its own headless and debugging-port flags; keep the suite's others
  const flags = CHROMIUM_LAUNCH.args.filter((a) => a !== '--headless').concat('--headless=new');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${flags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_LAUNCH.executablePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(stdout) as Report;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: (categories.performance?.score ?? 0) * 100,
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

runBench(() =>
  withSuite('lighthouse', PORTS, { SEED: '20261122' }, async (suite) => {
    console.info(
      `Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} newcomer loads; ` +
        `load average ${loadavg()[0]?.toFixed(1)} at the start`,
    );
    for (const p of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(suite.hostUrl + p));
      const line = TARGETS.map(([key, label, show, target, met]) => {
        const values = runs.map((r) => r[key]);
        const m = median(values);
        const range = `(${show(Math.min(...values))}–${show(Math.max(...values))})`;
        const verdict = target ? `  target ${target}${met(m) ? '' : '  NOT MET'}` : '';
        return `  ${label.padEnd(14)}${show(m).padStart(9)}  ${range}${verdict}`;
      });
      console.info(`${p}\n${line.join('\n')}`);
    }
  }),
);
