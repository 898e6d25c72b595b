import { defineConfig } from '@playwright/test';
import { PHONE_CONTEXT } from './src/support/phone-context';

/**
 * End-to-end tests of the composed suite, built for production and served on separate origins
 * (global setup starts it). One worker: some tests stop and restart a remote or the server.
 */
export default defineConfig({
  testDir: './src',
  outputDir: './output/test-results',
  globalSetup: require.resolve('./src/support/global-setup'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: PHONE_CONTEXT,
});
