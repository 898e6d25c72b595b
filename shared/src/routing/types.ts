/** The types of the route contract between the host and the remotes' exposed `./routes` modules. */
import type { RouteObject } from '@kickoff/shared/navigation';

export type LayoutName = 'default' | 'banner' | 'bannerTabs' | 'user' | 'vlive';
export type TabKey = 'bf' | 'zx' | 'zhb' | 'message' | 'ChatGPT' | 'user';
type GuardName = 'authenticated' | 'user-agent' | 'notAuthenticated';

/** What every leaf route tells the host: the layout to wrap it in, the tab it highlights, its guard. */
export interface RouteHandle {
  /** the spec's route name, e.g. 'live/zq/type' (docs/product.md §2 "Route names that highlight tabs") */
  name: string;
  layout: LayoutName;
  tab?: TabKey;
  guard?: GuardName;
  /** Chinese page title shown in the top bar and document title */
  title: string;
}

export type RemoteRoute = RouteObject & { handle?: RouteHandle; children?: RemoteRoute[] };

/**
 * Shape of a remote's exposed `./routes` module. Paths are full paths without the leading slash
 * ('live/zq/:type?'), because one remote may own several prefixes (news owns /news, /community …).
 */
export interface RemoteRoutesModule {
  default: RemoteRoute[];
}
