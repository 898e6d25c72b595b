/**
 * A socket process (started by socket-shards.ts, never by hand): it completes the handshakes of the
 * upgrade requests the main process hands it, holds those sockets in a hub of its own, and writes
 * the pushes the main process relays. It asks the main process who a token belongs to and whether
 * an account may hold another socket, and tells it when sockets and accounts leave, so the node's
 * budgets are counted once. Every quarter second it reports its socket count and the subscribers
 * of its public topics (a room's viewers), when they changed.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { WebSocketServer } from 'ws';
import { CloseReasons } from '@kickoff/shared/contracts';
import { createHub } from './hub';
import { MAX_CLIENT_FRAME_BYTES } from './socket-limits';
import type { FromShard, ShardSettings, ToShard } from './socket-shards';

const COUNTS_EVERY_MS = 250;

const settings = JSON.parse(process.env.KICKOFF_SHARD ?? '{}') as ShardSettings;
const tell = (msg: FromShard) => {
  if (process.connected) process.send?.(msg);
};

let nextId = 1;
const waiting = new Map<number, (value: number | boolean | null) => void>();
function ask(msg: { t: 'resolve'; token: string } | { t: 'take-user'; userId: number }) {
  const id = nextId++;
  return new Promise<number | boolean | null>((resolve) => {
    waiting.set(id, resolve);
    tell({ ...msg, id });
  });
}

const hub = createHub({
  allowedOrigins: [],
  idleDropMs: settings.idleDropMs,
  limits: settings.limits,
  resolveUser: async (token) => (await ask({ t: 'resolve', token })) as number | null,
  admission: {
    // the main process took the socket's place in its address's budget before handing it over
    takeIp: () => true,
    releaseIp: (ip) => tell({ t: 'release-ip', ip }),
    takeUser: async (userId) => (await ask({ t: 'take-user', userId })) === true,
    releaseUser: (userId) => tell({ t: 'release-user', userId }),
  },
  log: {
    info: () => undefined,
    warn: (obj, msg) => console.warn(JSON.stringify({ ...obj, msg, pid: process.pid })),
  },
});
const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });

function accept(msg: Extract<ToShard, { t: 'socket' }>, socket: Socket | undefined): void {
  if (!socket) return;
  const req = { method: 'GET', url: msg.upgrade.url, headers: msg.upgrade.headers } as IncomingMessage;
  wss.handleUpgrade(req, socket, Buffer.from(msg.upgrade.head), (ws) => {
    if (msg.refuse !== undefined) ws.close(msg.refuse, CloseReasons[msg.refuse]);
    else hub.accept(ws, { ip: msg.ip });
  });
}

process.on('message', (msg: ToShard, handle: unknown) => {
  switch (msg.t) {
    case 'socket':
      accept(msg, handle as Socket | undefined);
      return;
    case 'push':
      hub.deliverLocal(msg.topic, msg.text);
      return;
    case 'revoke':
      hub.revokeLocal(msg.revoked);
      return;
    case 'answer':
      waiting.get(msg.id)?.(msg.value);
      waiting.delete(msg.id);
      return;
    case 'close':
      void hub.close().then(() => process.exit(0));
      return;
  }
});
// the main process gone (killed, crashed): its sockets' pushes can no longer come
process.on('disconnect', () => void hub.close().then(() => process.exit(0)));

let reported = '';
setInterval(() => {
  const counts = { clients: hub.stats().clients, topics: hub.topicCounts() };
  const text = JSON.stringify(counts);
  if (text === reported) return;
  reported = text;
  tell({ t: 'counts', ...counts });
}, COUNTS_EVERY_MS);

tell({ t: 'ready' });
