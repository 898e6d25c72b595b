import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './src/support/browser';

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
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
