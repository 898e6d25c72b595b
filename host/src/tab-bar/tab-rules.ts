/** docs/product.md §2 "Bottom tab bar": which tabs exist, where they go, and which one a route highlights. */
import type { RouteHandle, TabKey } from '@kickoff/shared/routing';

export interface TabItem {
  key: TabKey;
  label: string;
  path: string;
}

/** The site runs the messages tab only on this port; everywhere else the ChatGPT tab (docs/product.md §2). */
const MESSAGE_TAB_PORT = '8096';

export interface TabContext {
  /** window.location.port */
  port: string;
  loggedIn: boolean;
}

export function tabItems({ port, loggedIn }: TabContext): TabItem[] {
  const items: TabItem[] = [
    { key: 'bf', label: '比分', path: '/live/hot' },
    { key: 'zx', label: '头条', path: '/news/1002/' },
    { key: 'zhb', label: '直播', path: '/vlive/0' },
  ];
  // messages and ChatGPT are for logged-in fans only
  if (loggedIn) {
    items.push(
      port === MESSAGE_TAB_PORT
        ? { key: 'message', label: '消息', path: '/message' }
        : { key: 'ChatGPT', label: 'ChatGPT', path: '/ChatGPT' },
    );
  }
  items.push({ key: 'user', label: '我的', path: '/user' });
  return items;
}

/** docs/product.md §2 route names that highlight a tab; database, community, community/list and proposal light 头条. */
const NAME_TABS: Readonly<Record<string, TabKey>> = {
  index: 'zhb',
  'live/zq/type': 'bf',
  'live/lq/type': 'bf',
  vlive: 'zhb',
  'vlive/match': 'zhb',
  'vlive/type': 'zhb',
  message: 'message',
  ChatGPT: 'ChatGPT',
  user: 'user',
  database: 'zx',
  community: 'zx',
  'community/list': 'zx',
  proposal: 'zx',
};

/** The spec's name table wins; a remote route outside it may still name its tab in its handle. */
export function activeTab(handle: Pick<RouteHandle, 'name' | 'tab'> | undefined): TabKey | null {
  if (!handle) return null;
  return NAME_TABS[handle.name] ?? handle.tab ?? null;
}

/** The badge sits on 消息 when it is shown, else on 我的 (where /user/message lists the chats). */
export function badgeTab(items: TabItem[]): TabKey {
  return items.some((i) => i.key === 'message') ? 'message' : 'user';
}
