/**
 * The topics the hub has acknowledged (SUBSCRIBED) to a page's sockets, watched from before the page
 * opens: a test publishes, or has another fan speak, only once the page really listens.
 */
import { MessageCodes } from '@kickoff/shared/contracts';
import { expect, type Page } from '@playwright/test';

/** A socket frame as a server message, or null for a heartbeat or anything not JSON. */
function parseFrame(payload: string): { code?: unknown; topic?: unknown } | null {
  try {
    const m: unknown = JSON.parse(payload);
    return typeof m === 'object' && m !== null ? m : null;
  } catch {
    return null;
  }
}

/** Starts watching `page`'s sockets; call before it opens. Its `subscribed(topic)` waits for the ack. */
export function watchSubscriptions(page: Page) {
  const acknowledged: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const m = parseFrame(String(f.payload));
      if (m?.code === MessageCodes.SUBSCRIBED && typeof m.topic === 'string') acknowledged.push(m.topic);
    }),
  );
  return {
    subscribed: (topic: string, timeout = 15_000) => expect.poll(() => acknowledged, { timeout }).toContain(topic),
  };
}
