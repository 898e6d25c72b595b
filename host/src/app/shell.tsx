/**
 * The root route's element: picks the layout, tab and title from the deepest matched route's
 * handle, applies its guard, and shows 加载中 while a navigation (or a remote) takes > 200 ms.
 */
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigation, type UIMatch } from '@kickoff/shared/navigation';
import type { RouteHandle } from '@kickoff/shared/routing';
import { useAuthStore, useLeavingStore } from '@kickoff/shared/stores';
import { Loader } from '@kickoff/shared/ui';
import { useFailedRemote } from '../errors/catch-all';
import { RemoteBoundary } from '../errors/remote-boundary';
import { clearReloadMark } from '../errors/reload-guard';
import { AppLayout } from '../layouts/app-layout';
import styles from '../layouts/app-layout.module.css';
import { activeTab } from '../tab-bar/tab-rules';
import { guardRedirect } from './guards';
import type { RemotesManifest } from './remote-registry';

const SITE_TITLE = '开球直播';
const FALLBACK_HANDLE: RouteHandle = { name: 'not-found', layout: 'default', title: SITE_TITLE };

function isHandle(x: unknown): x is RouteHandle {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as RouteHandle).layout === 'string' &&
    typeof (x as RouteHandle).name === 'string'
  );
}

function deepestHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const h = matches[i]?.handle;
    if (isHandle(h)) return h;
  }
  return undefined;
}

export function Shell({ manifest }: { manifest: RemotesManifest }) {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const loggedIn = useAuthStore((s) => s.token !== '');
  const failedRemote = useFailedRemote(manifest);
  const handle = deepestHandle(matches) ?? FALLBACK_HANDLE;
  const leavingTo = useLeavingStore((s) => s.to);
  const redirectTo = guardRedirect(handle.guard, loggedIn, leavingTo);

  // a fan who signed out on purpose has arrived: the next signed-in-only page sends them to 登录 again
  useEffect(() => {
    if (leavingTo !== null && location.pathname === leavingTo) useLeavingStore.setState({ to: null });
  }, [leavingTo, location.pathname]);

  // the page this session reloaded into is not proof the chunk came back; the next navigation is
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstKey.current) clearReloadMark(sessionStorage);
  }, [location.key]);

  // the page title keeps the platform description of index.html after the page's own name
  const baseTitle = useRef(document.title);
  useEffect(() => {
    document.title =
      handle.title && handle.title !== SITE_TITLE ? `${handle.title} | ${baseTitle.current}` : baseTitle.current;
  }, [handle.title]);

  if (redirectTo) return <Navigate to={redirectTo} replace />;
  // a remote that is down keeps the tab bar, so the fan can go elsewhere
  const layout = failedRemote ? 'bannerTabs' : handle.layout;
  return (
    <AppLayout layout={layout} tab={activeTab(handle)}>
      {/* only the root matched: the first page's remote is still on its way */}
      {(navigation.state === 'loading' || matches.length <= 1) && (
        <div className={styles.loading}>
          <Loader />
        </div>
      )}
      <RemoteBoundary resetKey={location.pathname}>
        <Outlet />
      </RemoteBoundary>
    </AppLayout>
  );
}
