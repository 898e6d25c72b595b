/**
 * Spec §9 prefetch: once the first page is shown, has had FIRST_PAGE_ALONE_MS to itself and the
 * browser is idle, load the remotes behind the tab bar so a tab tap is instant — never on 2g or
 * with data saver on. The host imports this module only after the first page (see router-ready.ts),
 * so neither it nor its rules weigh on the first page.
 */
import { prefetchAllowed, type ConnectionLike } from '@kickoff/shared/rules';
import { remoteForPath } from '../app/remote-for-path';
import type { RemotesManifest } from '../app/remote-registry';
import { tabItems } from '../tab-bar/tab-rules';

/** The remotes the tab bar leads to (all tabs, including the login-only one for this port). */
export function tabRemotes(manifest: RemotesManifest, port: string): string[] {
  const names = tabItems({ port, loggedIn: true }).map((t) => remoteForPath(manifest, t.path.replace(/\/$/, '')));
  return [...new Set(names.filter((n): n is string => n !== null))];
}

export interface PrefetchDeps {
  manifest: RemotesManifest;
  port: string;
  navigator?: { connection?: ConnectionLike };
  whenIdle?: (fn: () => void) => void;
  load: (name: string) => Promise<unknown>;
}

/**
 * How long the first page has to itself. Its code is in when the prefetch is allowed to start, but
 * its first list and pictures are still on their way: four other remotes' entries (≈ 80 KB) would
 * share a slow phone's line with them and put off the page's largest paint.
 */
export const FIRST_PAGE_ALONE_MS = 2000;
/** the latest the prefetch then waits for the browser to be idle */
const IDLE_DEADLINE_MS = 3000;

function defaultIdle(fn: () => void): void {
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => fn(), { timeout: IDLE_DEADLINE_MS });
    else fn();
  }, FIRST_PAGE_ALONE_MS);
}

/** Returns the remotes it will prefetch ([] when the connection says not to). */
export function prefetchTabRemotes({
  manifest,
  port,
  navigator: nav = globalThis.navigator as never,
  whenIdle = defaultIdle,
  load,
}: PrefetchDeps): string[] {
  if (!prefetchAllowed(nav)) return [];
  const names = tabRemotes(manifest, port);
  whenIdle(() => {
    for (const name of names) void load(name).catch(() => undefined);
  });
  return names;
}
