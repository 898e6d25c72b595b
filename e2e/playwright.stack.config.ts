import { defineConfig } from '@playwright/test';
import { PHONE_CONTEXT } from './src/support/phone-context';

/**
 * The production topology under test (`pnpm stack`: nginx, two servers, PostgreSQL, Redis) with the
 * dist/ folders already built: one stack for the run (global setup), shared by every spec, the
 * browser specs first, then the faults that break and mend it.
 */
export default defineConfig({
  testDir: './stack',
  outputDir: './output/stack-results',
  globalSetup: require.resolve('./stack/global-setup'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  // a loaded 2-core machine renders slowly; every wait is on an event
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: PHONE_CONTEXT,
});
