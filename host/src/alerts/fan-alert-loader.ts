/**
 * Eager and tiny: once the socket is identified as a signed-in fan and the first page is up (and
 * the browser idle), load the fan-alert toasts' chunk (fan-alert-toasts.tsx). A visitor never
 * fetches it, and nothing of it weighs on the first page.
 */
import { MessageCodes, type ServerMessage } from '@kickoff/shared/contracts';
import { realtime, type RealtimeClient } from '@kickoff/shared/realtime';

export interface FanAlertStart {
  client: Pick<RealtimeClient, 'onMessage'>;
  navigate: (path: string) => void;
}

export function loadFanAlertsWhenSignedIn(
  firstPage: Promise<void>,
  navigate: (path: string) => void,
  client: Pick<RealtimeClient, 'onMessage'> = realtime,
  load: () => Promise<{ startFanAlerts(opts: FanAlertStart): void }> = () => import('./fan-alert-toasts'),
): () => void {
  let started = false;
  return client.onMessage((m: ServerMessage) => {
    if (started || m.code !== MessageCodes.IDENTIFIED) return;
    if ((m.data as { userId?: number | null } | null)?.userId == null) return;
    started = true;
    void firstPage
      .then(() => new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve())))
      .then(load)
      .then((chunk) => chunk.startFanAlerts({ client, navigate }))
      .catch(() => {
        // the chunk failed to load (offline, a deploy in between): the next sign-in tries again
        started = false;
      });
  });
}
