/**
 * A reconnect storm, as the host's realtime client lives it: `count` sockets on one node, each in a
 * live room's chat topic. When the node goes away each socket reconnects after the client's delay
 * (reconnect-delay.ts: the base ±50 %, again after every refused attempt), subscribes again and,
 * once SUBSCRIBED, refills the gap by HTTP — `POST /chat/page { after: last id held }`, page after
 * page — exactly what the room's chat does on a resync. Used by the node-restart fault test and by
 * `pnpm bench` (bench/reconnect-storm.ts).
 */
import WebSocket from 'ws';
import { MessageCodes, REFUSED_CLOSE_CODES, type ServerMessage } from '@kickoff/shared/contracts';
import type { RoomChatEvent, RoomChatPage } from '@kickoff/shared/contracts/vlive';

/** The host client's delay (shared/src/realtime/reconnect-delay.ts): base ±50 %, ×6 after a refusal. */
function reconnectDelay(baseMs: number, code: number): number {
  return (REFUSED_CLOSE_CODES.includes(code) ? 6 : 1) * baseMs * (0.5 + Math.random());
}

export interface StormOptions {
  wsUrl: string;
  apiUrl: string;
  roomId: number;
  count: number;
  /** the clients' reconnect base (the spec's 5 s; tests use less) */
  reconnectMs: number;
}

export interface StormClient {
  /** chat line ids this client holds (pushed or refilled) */
  ids: Set<number>;
  /** subscriptions acknowledged so far (1 before a restart, 2 once back) */
  subscribed: number;
  /** when the last gap refill finished (0: none yet) */
  refilledAt: number;
  /** connection attempts (including refused ones while the node was down) */
  attempts: number;
  /** when its connection last closed under it (0: never) */
  closedAt: number;
  /** when its last connection opened (the upgrade answered) */
  openedAt: number;
  /** when its last subscription was acknowledged */
  subscribedAt: number;
  /** chat lines pushed to it more than once (a refill overlapping a push is not counted) */
  pushedTwice: number;
  /** ids of the lines pushed to it */
  pushedIds: Set<number>;
}

export interface Storm {
  clients: StormClient[];
  /** resolves when every client has been subscribed `times` times and refilled after the last */
  allResubscribed(times: number, timeoutMs: number): Promise<number>;
  close(): void;
}

async function refill(apiUrl: string, roomId: number, client: StormClient, after: number): Promise<void> {
  let from = after;
  for (;;) {
    const res = await fetch(`${apiUrl}/chat/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ group: String(roomId), after: from }),
    });
    const body = (await res.json()) as { code: number; data: RoomChatPage };
    if (body.code !== 200) throw new Error(`refill: ${body.code}`);
    for (const line of body.data.list) client.ids.add(line.id);
    if (!body.data.next) return;
    from = body.data.next;
  }
}

export function startStorm(opts: StormOptions): Promise<Storm> {
  const topic = `room:${opts.roomId}`;
  let closing = false;
  const sockets = new Set<WebSocket>();
  const clients: StormClient[] = [];
  const firstSubs: Array<Promise<void>> = [];

  function run(client: StormClient, onFirst: () => void): void {
    client.attempts += 1;
    const ws = new WebSocket(opts.wsUrl);
    sockets.add(ws);
    // the highest id held when this connection opened: the refill starts there
    let lastHeld = 0;
    const pushed = client.pushedIds;
    ws.on('open', () => {
      client.openedAt = Date.now();
      lastHeld = client.ids.size ? Math.max(...client.ids) : 0;
      ws.send(JSON.stringify({ t: 'sub', topic }));
    });
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as ServerMessage;
      if (msg.code === MessageCodes.SUBSCRIBED) {
        client.subscribed += 1;
        client.subscribedAt = Date.now();
        if (client.subscribed === 1) return onFirst();
        refill(opts.apiUrl, opts.roomId, client, lastHeld).then(
          () => (client.refilledAt = Date.now()),
          () => ws.terminate(), // a failed refill is retried by reconnecting
        );
      } else if (msg.code === MessageCodes.ROOM_CHAT) {
        const event = msg.data as RoomChatEvent;
        if (event.kind === 'line') {
          if (pushed.has(event.line.id)) client.pushedTwice += 1;
          pushed.add(event.line.id);
          client.ids.add(event.line.id);
        }
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      sockets.delete(ws);
      if (closing) return;
      client.closedAt = Date.now();
      setTimeout(() => run(client, onFirst), reconnectDelay(opts.reconnectMs, code));
    });
  }

  // the client beats every 10 s (a socket silent for IDLE_DROP_MS is dropped by the hub)
  const beat = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send('0');
  }, 10_000);
  for (let i = 0; i < opts.count; i++) {
    const client: StormClient = {
      ids: new Set(),
      subscribed: 0,
      refilledAt: 0,
      attempts: 0,
      closedAt: 0,
      openedAt: 0,
      subscribedAt: 0,
      pushedTwice: 0,
      pushedIds: new Set(),
    };
    clients.push(client);
    firstSubs.push(new Promise<void>((resolve) => run(client, resolve)));
  }

  const storm: Storm = {
    clients,
    async allResubscribed(times, timeoutMs) {
      const start = Date.now();
      for (;;) {
        const done = clients.every((c) => c.subscribed >= times && (times === 1 || c.refilledAt > 0));
        if (done) return Math.max(...clients.map((c) => c.refilledAt)) || Date.now();
        if (Date.now() - start > timeoutMs) {
          const behind = clients.filter((c) => c.subscribed < times || c.refilledAt === 0).length;
          throw new Error(`${behind} of ${clients.length} clients not resubscribed in ${timeoutMs} ms`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close() {
      closing = true;
      clearInterval(beat);
      for (const ws of sockets) ws.terminate();
    },
  };
  return Promise.all(firstSubs).then(() => storm);
}

/** Chat line ids in `sent` a client does not hold, summed over clients. */
export function linesLost(clients: StormClient[], sent: number[]): number {
  let lost = 0;
  for (const c of clients) for (const id of sent) if (!c.ids.has(id)) lost += 1;
  return lost;
}

export interface RestartScenario {
  /** the node holding every socket */
  node: { wsUrl: string; url: string };
  /** another node of the same cluster the writer chats through while `node` restarts */
  writerUrl: string;
  roomId: number;
  /** fans' access tokens; each writes at most one line a second (the room's cadence) */
  tokens: string[];
  count: number;
  reconnectMs: number;
  /** stops the node and starts it again; resolves with the restarted node once it listens */
  restart(): Promise<{ wsUrl: string; url: string }>;
}

export interface RestartFigures {
  sockets: number;
  /** SIGTERM → listening again */
  downMs: number;
  /** listening again → every socket resubscribed and its gap refilled */
  resubscribedMs: number;
  /** connection attempts beyond the first per socket (refused while down, then the one that held) */
  reconnects: number;
  sent: number;
  lost: number;
}

/**
 * Opens the storm, keeps a writer chatting through another node, restarts the node, waits until
 * every socket is back and refilled, then counts the lines any socket lacks.
 */
export async function restartUnderStorm(s: RestartScenario): Promise<RestartFigures> {
  const storm = await startStorm({
    wsUrl: s.node.wsUrl,
    apiUrl: s.node.url,
    roomId: s.roomId,
    count: s.count,
    reconnectMs: s.reconnectMs,
  });
  const sent: number[] = [];
  let writing = true;
  let writer: Promise<void> = Promise.resolve();
  try {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const gap = Math.ceil(1_100 / s.tokens.length);
    writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await fetch(`${s.writerUrl}/chat/msg`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accessToken: s.tokens[i % s.tokens.length]! },
          body: JSON.stringify({
            group: String(s.roomId),
            text: `重启测试${i}`,
            clientId: `restart-${Date.now()}-${i}`,
          }),
        })
          .then((r) => r.json() as Promise<{ code: number; data: { id: number } }>)
          .catch(() => null); // a write the cluster refused is simply not counted as sent
        if (res?.code === 200) sent.push(res.data.id);
        await pause(gap);
      }
    })();
    await pause(1_000);
    const stoppedAt = Date.now();
    await s.restart();
    const upAt = Date.now();
    const resubscribedAt = await storm.allResubscribed(2, 60_000);
    await pause(1_000);
    writing = false;
    await writer;
    // the last lines' pushes are on their way
    await pause(1_000);
    return {
      sockets: s.count,
      downMs: upAt - stoppedAt,
      resubscribedMs: Math.max(0, resubscribedAt - upAt),
      reconnects: storm.clients.reduce((n, c) => n + c.attempts - 1, 0),
      sent: sent.length,
      lost: linesLost(storm.clients, sent),
    };
  } finally {
    writing = false;
    await writer;
    storm.close();
  }
}
