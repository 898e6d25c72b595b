/**
 * The pages whose first paint is in their HTML: the shell around a tab's landing page (download
 * banner, tab bar, layout) is rendered at build time (render.tsx) into an HTML file of its own, which
 * the static servers answer for those paths (ops' static server, deploy/nginx/default.conf), so a fan
 * sees it before main.js has loaded. The router draws the same shell while the page's remote loads
 * (first-paint-in-page.ts), so React takes it over without a flash. This list is for the build, the
 * servers and the tests: the browser is not sent it.
 *
 * The shell is a newcomer's: signed out, the banner not closed, the light theme. A fan the servers
 * know by one of `knownFanCookies` would see it change once the scripts run, so they get index.html
 * and the page drawn by the scripts, as before.
 *
 * A page whose first API call is known (the same for every newcomer: no token, no query of the
 * fan's) names it in `preload`: its HTML starts that call as `<link rel="preload" as="fetch">`, in
 * parallel with the scripts, and the client's own request for the same URL, same credentials mode,
 * takes the preloaded response (Chromium hands it to the XHR axios makes) — one request, answered
 * by the time the page's code asks. Known fans get index.html, so never a newcomer's answer. Every
 * first paint also preloads app-config.json and remotes.json (main.js's own first requests).
 *
 * first-paints.json is the one list: the build, the servers and the tests read it. Each page's layout
 * and tab are the remote route's handle (an e2e test compares the two).
 */
import type { LayoutName, TabKey } from '@kickoff/shared/routing';
import list from './first-paints.json';

export interface FirstPaint {
  /** the HTML file, relative to the host's folder */
  file: string;
  /** the paths it is for */
  pattern: string;
  layout: LayoutName;
  tab: TabKey;
  /**
   * the page's first API call, as the client asks for it: the path and query exactly as the client
   * puts them after its base (the preload is of the page's origin: app-config's bases are relative)
   */
  preload?: string[];
}

export const FIRST_PAINTS = list.pages as readonly FirstPaint[];

/**
 * What every first paint preloads besides its page's call: the two files main.js fetches before it
 * can mount anything (the API bases, the remotes to mount), so they are in when it runs.
 */
export const PRELOAD_EVERY_PAGE: readonly string[] = list.preloadEveryPage;
