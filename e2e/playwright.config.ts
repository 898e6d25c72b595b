import { defineConfig } from '@playwright/test';
import { PHONE_CONTEXT } from './src/support/phone-context';

/**
 * Specs that run beside the others, in a second worker: they use only the global suite, sign in as
 * nobody or as fans of their own, publish nothing to a topic other pages listen to, and stop no
 * server. Everything else runs one at a time in the first worker: some specs stop and restart a
 * remote or a server, share the private suite's ports, publish alerts or act as the demo fan.
 */
const BESIDE = [
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
