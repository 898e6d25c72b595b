/**
 * The host owns the suite's one WebSocket (docs/architecture.md): ask where to connect (`POST /imapi/websocket`),
 * then hand the address to the shared realtime client, which identifies, beats and reconnects.
 * If the address call itself fails, ask again after the same reconnect delay.
 */
import { post } from '@kickoff/shared/api';
import { MESSAGE_PATHS, RECONNECT_MS, type SocketAddress } from '@kickoff/shared/contracts';
import { realtime, socketUrlFrom, type RealtimeClient } from '@kickoff/shared/realtime';

export interface StartOptions {
  client?: RealtimeClient;
  fetchAddress?: () => Promise<SocketAddress | null>;
  retryMs?: number;
}

async function fetchSocketAddress(): Promise<SocketAddress | null> {
  const res = await post(MESSAGE_PATHS.socketAddress);
  return res.code === 200 ? res.data : null;
}

/** Starts the connection; the returned function stops it for good (and any pending retry). */
export function startRealtime({
  client = realtime,
  fetchAddress = fetchSocketAddress,
  retryMs = RECONNECT_MS,
}: StartOptions = {}): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const attempt = async () => {
    timer = null;
    let url: string | null = null;
    try {
      const address = await fetchAddress();
      url = address ? socketUrlFrom(address) : null;
    } catch {
      url = null;
    }
    if (stopped) return;
    if (url) client.connect(url);
    else timer = setTimeout(() => void attempt(), retryMs);
  };
  void attempt();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    client.close();
  };
}
