/** The stack of the run (global-setup.ts started it) for every spec, and a console-error collector. */
import { test as base, expect } from '@playwright/test';
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
