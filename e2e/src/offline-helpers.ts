/**
 * Takes a browser context offline as a phone loses its network: HTTP refused by the browser
 * (setOffline) and the realtime socket dropped and refused while down (setOffline leaves open
 * WebSockets alone), then back online, where the page's own reconnect gets through.
 */
import type { BrowserContext, WebSocketRoute } from '@playwright/test';

export interface Network {
  setOnline(online: boolean): Promise<void>;
  /** a realtime socket of the context is connected */
  connected(): boolean;
}

/** Call before the context opens a page: its sockets are routed from then on. */
export async function droppableNetwork(context: BrowserContext): Promise<Network> {
  let down = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/imserver/, (ws) => {
    if (down) {
      void ws.close({ code: 1000, reason: 'offline' });
      return;
    }
    open.add(ws);
    ws.onClose(() => open.delete(ws));
    ws.connectToServer();
  });
  return {
    async setOnline(online) {
      down = !online;
      await context.setOffline(!online);
      if (!online) for (const ws of [...open]) await ws.close({ code: 1000, reason: 'offline' });
    },
    connected: () => open.size > 0,
  };
}

/** Console errors a page logs for the requests the test itself cut off. */
export const offlineNoise = (e: string) => /ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e);
