import { defineConfig } from '@playwright/test';
import { PHONE_CONTEXT } from './src/support/phone-context';

/**
 * Specs that run beside the others, in a second worker. Each either uses only the global suite,
 * signs in as nobody, as fans of their own or as the demo fan only to read, publishes nothing to a
 * topic other pages listen to and stops no server; or runs on a private suite (PRIVATE_PORTS, or
 * ports of its own): the private suites share ports, so they all run here, one after another.
 * Everything else runs one at a time in the first worker: those specs publish alerts, change what
 * the demo fan has, or serve the host on port 8096.
 */
const BESIDE = [
  'tips-flow',
  'suite-providers',
  'suite-local-manifest',
  'suite-version-switch',
  'release-trust',
  'host-auth',
  'host-news-shortcut',
  'host-screenshots',
  'suite-lan',
  'release-chunk-integrity',
  'suite-shared-store',
  'scores-match-video',
  'host-prefetch',
  'suite-budget',
  'suite-first-row-budget',
  'scores-budget',
  'host-routing',
  'scores-lists',
  'scores-detail',
  'scores-filters',
  'database-pages',
  'host-download-banner',
  'suite-accessibility',
  'host-early-remote',
  'host-early-draw',
].map((name) => `**/${name}.spec.ts`);

/**
 * Specs that time what a fan waits for (a fallback within 8 s, a heartbeat after 10 s, a picture
 * that keeps up with the clock for three minutes): run last, alone, on a quiet machine.
 */
const ALONE = ['host-isolation', 'host-realtime', 'faults-remotes', 'host-errors', 'vlive-soak'].map(
  (name) => `**/${name}.spec.ts`,
);

/**
 * End-to-end tests of the composed suite, built for production and served on separate origins
 * (global setup starts it once for both workers).
 */
export default defineConfig({
  testDir: './src',
  outputDir: './output/test-results',
  globalSetup: require.resolve('./src/support/global-setup'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: PHONE_CONTEXT,
  projects: [
    { name: 'one-at-a-time', testIgnore: [...BESIDE, ...ALONE], workers: 1 },
    { name: 'beside', testMatch: BESIDE, workers: 1 },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['one-at-a-time', 'beside'] },
  ],
});
