/** The suite's routing table: the shell at 'root', the spec's redirects, remotes patched in on demand. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, redirect } from '@kickoff/shared/navigation';
import type { RouteObject } from '@kickoff/shared/navigation';
import { Loader } from '@kickoff/shared/ui';
import { CatchAll } from '../errors/catch-all';
import type { PaintedShell } from '../first-paint/first-paint-in-page';
import { AppLayout } from '../layouts/app-layout';
import styles from '../layouts/app-layout.module.css';
import { RootError } from '../errors/root-error';
import type { RemotesManifest } from './remote-registry';
import { createRemotePatcher } from './remote-routes';
import { Shell } from './shell';

function appRoutes(manifest: RemotesManifest, painted: PaintedShell | null): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <Shell manifest={manifest} />,
      errorElement: <RootError />,
      // while the first page's remote loads: 加载中 (after 200 ms), in the shell its HTML already showed
      // (first-paint) when it came with one
      HydrateFallback: () =>
        painted ? (
          <AppLayout {...painted} firstPaint>
            <div className={styles.loading}>
              <Loader />
            </div>
          </AppLayout>
        ) : (
          <Loader />
        ),
      // The redirects draw nothing (element: null). While a remote's routes are being found, a path
      // below one of them (/live/hot, /news/1002) matches it in part, and a leaf route with no element
      // at all makes the router warn of an empty page in the console.
      children: [
        { index: true, loader: () => redirect('/vlive/0'), element: null },
        { path: 'news', loader: () => redirect('/news/1002'), element: null },
        // a top-level route of the spec (§2) with no page of its own: the 比分 tab's hot list
        { path: 'live', loader: () => redirect('/live/hot'), element: null },
        { path: '*', element: <CatchAll manifest={manifest} /> },
      ],
    },
  ];
}

export function createAppRouter(manifest: RemotesManifest, painted: PaintedShell | null = null) {
  return createBrowserRouter(appRoutes(manifest, painted), {
    patchRoutesOnNavigation: createRemotePatcher(manifest, (id) => loadRemote(id)),
  });
}
