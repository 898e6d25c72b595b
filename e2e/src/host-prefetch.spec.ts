/** Issue 6 point 12: idle prefetch of the tab-bar remotes, skipped on 2g and with data saver. */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { tabBar } from './host-helpers';

function manifestPorts(page: Page): string[] {
  const ports: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mf-manifest.json')) ports.push(new URL(r.url()).port);
  });
  return ports;
}

test.describe('idle prefetch', () => {
  test('on a normal connection every remote behind the tab bar is fetched when idle', async ({ page, hostUrl }) => {
    const ports = manifestPorts(page);
    await page.goto(`${hostUrl}/live/hot`);
    await expect
      .poll(() => [...new Set(ports)].sort(), { timeout: 15_000 })
      .toEqual(['39081', '39082', '39083', '39084', '39085']);
  });

  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    test(`skipped on ${connection.saveData ? 'data saver' : '2g'}`, async ({ page, hostUrl }) => {
      await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
      const ports = manifestPorts(page);
      await page.goto(`${hostUrl}/live/hot`);
      await expect(tabBar(page)).toBeVisible();
      // an absence, watched past the latest moment a prefetch could start (2 s to the first page
      // alone, then at most 3 s for the browser to be idle)
      await page.waitForTimeout(6_000);
      expect([...new Set(ports)]).toEqual(['39081']);
    });
  }
});
