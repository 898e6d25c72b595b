/** The stack of the run (global-setup.ts started it) for every spec, and a console-error collector. */
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { attachStack, type Stack } from '@kickoff/ops/src/stack';

export const test = base.extend<{ consoleErrors: string[] }, { stack: Stack }>({
  stack: [async ({}, use) => use(attachStack(process.env.E2E_STACK_DIR!)), { scope: 'worker' }],
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

/** Sockets each replica holds now (its /readyz `clients`), straight from the replica; 0 for one that is down. */
export async function socketsPerServer(stack: Stack): Promise<number[]> {
  return Promise.all(
    stack.servers.map(async (s) => {
      const res = await fetch(`${s.url}/readyz`).catch(() => null);
      return res ? ((await res.json()) as { data: { clients: number } }).data.clients : 0;
    }),
  );
}

/**
 * Opens `url` in a page of each context, one after the other, until their sockets sit on different
 * servers (nginx balances least_conn; a reload asks again). Answers the pages.
 */
export async function onBothServers(
  stack: Stack,
  contexts: BrowserContext[],
  url: string,
  ready: (p: Page) => Promise<void>,
  prepare: (p: Page) => unknown = () => undefined,
) {
  const pages: Page[] = [];
  for (const context of contexts) {
    const page = await context.newPage();
    await prepare(page);
    const before = (await socketsPerServer(stack)).reduce((a, b) => a + b, 0);
    await page.goto(url);
    await ready(page);
    await expect.poll(async () => (await socketsPerServer(stack)).reduce((a, b) => a + b, 0)).toBe(before + 1);
    pages.push(page);
  }
  for (let attempt = 0; attempt < 6; attempt++) {
    const counts = await socketsPerServer(stack);
    if (counts.every((n) => n === 1)) return pages;
    await pages[1]!.reload();
    await ready(pages[1]!);
    await expect.poll(async () => (await socketsPerServer(stack)).reduce((a, b) => a + b, 0)).toBe(2);
  }
  throw new Error(`sockets never on both servers: ${JSON.stringify(await socketsPerServer(stack))}`);
}

export async function contexts(browser: Browser, n: number): Promise<BrowserContext[]> {
  return Promise.all(Array.from({ length: n }, () => browser.newContext()));
}
