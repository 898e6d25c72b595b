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
}

export const FIRST_PAINTS = list.pages as readonly FirstPaint[];
