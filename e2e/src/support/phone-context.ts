/** The fan's browser in every e2e run: a phone-sized Chinese page in Debian's Chromium. */
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './browser';

export const PHONE_CONTEXT: PlaywrightTestConfig['use'] = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  screenshot: 'only-on-failure',
  trace: 'off',
  launchOptions: CHROMIUM_LAUNCH,
};
