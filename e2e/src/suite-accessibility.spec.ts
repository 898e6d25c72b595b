/**
 * Issue 33 item 4: the main pages a fan opens first have no serious or critical accessibility
 * violation by axe-core (WCAG 2.1 A/AA rules: names, roles, list semantics, contrast, zoom).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tabBar } from './host-helpers';

const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/live/hot', ready: (page) => expect(page.getByTestId('match-row').first()).toBeVisible() },
  { path: '/live/zq', ready: (page) => expect(page.getByTestId('match-row').first()).toBeVisible() },
  // anchors' rooms are on air at every hour; match rooms only while the day's TV matches are
  {
    path: '/vlive/0',
    ready: (page) => expect(page.getByRole('list', { name: '直播间' }).getByRole('link').first()).toBeVisible(),
  },
  {
    path: '/news/1002',
    ready: (page) => expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible(),
  },
  { path: '/user', ready: (page) => expect(tabBar(page)).toBeVisible() },
];

for (const { path, ready } of PAGES) {
  test(`${path}: no serious or critical axe violation`, async ({ page, hostUrl }) => {
    await page.goto(`${hostUrl}${path}`);
    await ready(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const grave = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => {
        const first = v.nodes[0];
        const where = `${v.nodes.length} × ${first?.target.join(' ')}`;
        return `${v.id} (${v.impact}): ${where} — ${v.help}: ${first?.failureSummary}`;
      });
    console.info(`${path}: ${violations.length} violations, ${grave.length} serious or critical\n${grave.join('\n')}`);
    expect(grave).toEqual([]);
  });
}
