/** docs/product.md §2 Layouts: which parts of the shell each of the five layouts shows. */
import type { LayoutName } from '@kickoff/shared/routing';

export interface LayoutParts {
  banner: boolean;
  tabBar: boolean;
  /** the floating news shortcut */
  shortcut: boolean;
  /** the user layout's background image behind the top of the page */
  backdrop: boolean;
}

export function layoutParts(layout: LayoutName, hasTab: boolean): LayoutParts {
  switch (layout) {
    case 'banner':
      return { banner: true, tabBar: false, shortcut: true, backdrop: false };
    case 'bannerTabs':
    case 'vlive':
      return { banner: true, tabBar: true, shortcut: true, backdrop: false };
    case 'user':
      // 我的 is a tab page; the user's sub-pages share the background without the bar
      return { banner: false, tabBar: hasTab, shortcut: false, backdrop: true };
    default:
      return { banner: false, tabBar: false, shortcut: false, backdrop: false };
  }
}
