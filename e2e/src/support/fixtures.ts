/**
 * Test fixtures: `hostUrl`/`apiUrl` of the global suite, and a console-error collector. Contexts a
 * test opens itself (`browser.newContext()`, for a second fan or the console at a laptop's width)
 * are closed when it ends: Playwright keeps them for the worker's life otherwise, and their live
 * pages (sockets, pushes, a room's video) would pile up and slow every spec after them.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{
  hostUrl: string;
  apiUrl: string;
  consoleErrors: string[];
  closesItsContexts: void;
}>({
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
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
    { auto: true },
  ],
});

export { expect };
