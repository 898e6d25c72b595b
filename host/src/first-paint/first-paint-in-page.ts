import type { LayoutName, TabKey } from '@kickoff/shared/routing';

export interface PaintedShell {
  layout: LayoutName;
  tab: TabKey;
}

/**
 * The shell the page's HTML came with (a first-paint page: first-paint.ts), read before React
 * replaces it, so that the router can draw the same one while the page's remote loads; null when the
 * HTML had none (index.html: another page, or a fan the servers know).
 */
export function firstPaintInPage(root: HTMLElement): PaintedShell | null {
  const shell = root.querySelector<HTMLElement>(':scope > [data-first-paint]');
  const tab = shell?.querySelector('[aria-current]')?.getAttribute('data-tab');
  return shell && tab ? { layout: shell.dataset.layout as LayoutName, tab: tab as TabKey } : null;
}
