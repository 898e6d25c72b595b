import '@kickoff/shared/theme';
import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RouterProvider } from '@kickoff/shared/navigation';
import { prefetchAllowed } from '@kickoff/shared/rules';
import { applyDarkMode, applyTheme, installRem } from '@kickoff/shared/theme';
import { loadAppConfig } from './app/app-config';
import { loadManifest } from './app/remote-registry';
import { createAppRouter } from './app/router';
import { loadUserInfo, wireSession } from './auth/session';
import { ErrorScreen } from './errors/error-screen';
import { closeEarlyDraw } from '@kickoff/shared/early-draw';
import { closeEarlyDrawOnLeave } from './first-paint/early-draw-leave';
import { firstPaintInPage } from './first-paint/first-paint-in-page';
import { FIRST_PAGE_MARK, routerReady } from './prefetch/router-ready';
import { startRealtime } from './realtime/start-realtime';
import { syncUnread } from './realtime/unread-sync';
import { ackDeliveries } from './realtime/delivery-ack';
import { nextTask } from './boot/next-task';
import { loadFanAlertsWhenSignedIn } from './alerts/fan-alert-loader';

async function main(): Promise<void> {
  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  // the shell a first-paint page came with, read before React replaces it
  const painted = firstPaintInPage(el);
  const root = createRoot(el);
  installRem();
  applyTheme(null);
  applyDarkMode();
  let manifest;
  try {
    [manifest] = await Promise.all([loadManifest(), loadAppConfig()]);
  } catch {
    // without the remotes list there is no suite to show (nor a page to take over an early draw)
    closeEarlyDraw(window);
    root.render(<ErrorScreen status={500} />);
    return;
  }
  const router = createAppRouter(manifest, painted);
  closeEarlyDrawOnLeave(router);
  wireSession({ goHome: () => void router.navigate('/') });
  void loadUserInfo();
  syncUnread();
  ackDeliveries();
  const firstPage = routerReady(router);
  loadFanAlertsWhenSignedIn(firstPage, (path) => void router.navigate(path));
  // after the first page, and its code too: nothing of the prefetch weighs on the first page.
  // The mark tells measurements (the size budget, real-user timing) when the first page was usable.
  void firstPage
    .then(async () => {
      performance.mark(FIRST_PAGE_MARK);
      // the installable web app's worker (public/sw.js): offline copies, never stale (network first)
      navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
      // on 2g or with data saver on there is no prefetch, so not even its code is fetched
      if (!prefetchAllowed()) return;
      const { prefetchTabRemotes } = await import('./prefetch/idle-prefetch');
      prefetchTabRemotes({ manifest, port: window.location.port, load: (name) => loadRemote(`${name}/routes`) });
    })
    .catch(() => undefined);
  root.render(<RouterProvider router={router} />);
  // the socket's first call is the api client's first request on a newcomer's load: a task of its own
  await nextTask();
  const stopRealtime = startRealtime();
  window.addEventListener('pagehide', (e) => {
    if (!e.persisted) stopRealtime();
  });
}

void main();
