/** Test fixtures: `hostUrl`/`apiUrl` of the global suite, and a console-error collector. */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ hostUrl: string; apiUrl: string; consoleErrors: string[] }>({
  hostUrl: async ({}, use) => use(process.env.E2E_HOST_URL ?? 'http://localhost:39080'),
  apiUrl: async ({}, use) => use(process.env.E2E_API_URL ?? 'http://localhost:39000'),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    await use(errors);
  },
});

export { expect };
