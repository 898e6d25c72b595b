/**
 * The realtime hub behind `/imserver` (protocol: shared/src/contracts/realtime.ts).
 * `publish` delivers to this process's subscribers at once and, with Redis configured, to every
 * other node through one pub/sub channel; a node ignores its own messages coming back from Redis.
 * A push is serialised and framed once, and the same bytes go to every subscriber; the pushes of
 * one event-loop turn reach a socket in one write (push-queue.ts). Sockets are budgeted
 * (socket-limits.ts) and re-identified when their session is revoked on any node.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import {
  CloseCodes,
  CloseReasons,
  FRAME_ERROR,
  HEARTBEAT,
  IDLE_DROP_MS,
  MessageCodes,
  TOPIC_PATTERN,
  type ServerMessage,
  type CloseCode,
  type FrameError,
  type Topic,
} from '@kickoff/shared/contracts';
import { tokenHash } from '../auth/sessions';
import type { SessionsRevoked } from '../auth/session-events';
import { forgetSessions } from '../auth/session-cache';
import { ConcurrencyCounter, DEFAULT_SOCKET_LIMITS, MessageBudget, type SocketLimitOptions } from './socket-limits';
import { createPushQueue } from './push-queue';
import { sendFrame } from './text-frame';

const CHANNEL = 'kickoff:hub';
const MAX_TOPICS_PER_CLIENT = 200;
/** a client this far behind on reads is dropped rather than buffered without bound */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface HubLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface HubOptions {
  allowedOrigins: string[];
  /** access token → user id, or null when unknown/revoked */
  resolveUser: (token: string) => Promise<number | null>;
  redisUrl?: string;
  idleDropMs?: number;
  log?: HubLogger;
  limits?: Partial<SocketLimitOptions>;
}

interface HubStats {
  clients: number;
  topics: number;
  redis: 'off' | 'ready' | 'down';
}

export interface Hub {
  /** where hub warnings go; main.ts points it at the app logger */
  log?: HubLogger;
  /** Sends `msg` to every subscriber of `topic` on every node. */
  publish(topic: Topic, msg: ServerMessage): void;
  /** Handshake check: a browser Origin must be on the allow-list; no Origin (non-browser) passes. */
  isOriginAllowed(origin: string | undefined): boolean;
  /** Takes over an accepted socket; `ip` is the client address the per-IP budget counts. */
  accept(socket: WebSocket, meta?: { ip?: string }): void;
  /**
   * Sockets signed in with these sessions, on every node, become visitors at once: they leave
   * their user topic and get IDENTIFIED { userId: null }.
   */
  revokeSessions(revoked: SessionsRevoked): void;
  stats(): HubStats;
  /** How many sockets of this node are subscribed to `topic` (a live room's viewers). */
  subscribers(topic: Topic): number;
  /** Resolves once Redis (if configured) is subscribed. */
  ready(): Promise<void>;
  /** Closes every socket (1001 going away) and the Redis connections. */
  close(): Promise<void>;
}

interface Client {
  socket: WebSocket;
  topics: Set<string>;
  userId: number | null;
  /** sha256 of the token the socket identified with ('' for a visitor) */
  tokenHash: string;
  ip: string;
  lastSeen: number;
  budget: MessageBudget;
  gone: boolean;
}

/** Builds a push with the server time. */
export function serverMessage<D>(code: ServerMessage['code'], topic: Topic | undefined, data: D): ServerMessage<D> {
  return topic === undefined ? { code, data, ts: Date.now() } : { code, topic, data, ts: Date.now() };
}

export function createHub(opts: HubOptions): Hub {
  const nodeId = randomUUID();
  const idleDropMs = opts.idleDropMs ?? IDLE_DROP_MS;
  const clients = new Set<Client>();
  const byTopic = new Map<string, Set<Client>>();
  const allowed = new Set(opts.allowedOrigins);
  const limits: SocketLimitOptions = { ...DEFAULT_SOCKET_LIMITS, ...opts.limits };
  const perIp = new ConcurrencyCounter<string>(limits.maxPerIp);
  const perUser = new ConcurrencyCounter<number>(limits.maxPerUser);
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  let redisReady: Promise<void> = Promise.resolve();

  function join(client: Client, topic: string): void {
    if (client.topics.has(topic)) return;
    client.topics.add(topic);
    let set = byTopic.get(topic);
    if (!set) byTopic.set(topic, (set = new Set()));
    set.add(client);
  }

  function leave(client: Client, topic: string): void {
    if (!client.topics.delete(topic)) return;
    const set = byTopic.get(topic);
    set?.delete(client);
    if (set && set.size === 0) byTopic.delete(topic);
  }

  function drop(client: Client): void {
    if (client.gone) return;
    client.gone = true;
    for (const topic of [...client.topics]) leave(client, topic);
    clients.delete(client);
    perIp.release(client.ip);
    if (client.userId !== null) perUser.release(client.userId);
  }

  function refuse(client: Client, code: CloseCode): void {
    client.socket.close(code, CloseReasons[code]);
    drop(client);
  }

  /** false when the socket cannot take more (closed, or so far behind that it is dropped) */
  function writable(client: Client): boolean {
    if (client.socket.readyState !== client.socket.OPEN) return false;
    if (client.socket.bufferedAmount <= MAX_BUFFERED_BYTES) return true;
    client.socket.terminate();
    return false;
  }

  function send(client: Client, text: string): void {
    if (writable(client)) client.socket.send(text);
  }

  const pushes = createPushQueue<Client>({
    subscribers: (topic) => byTopic.get(topic),
    write: (client, frame, payloads) => {
      if (writable(client)) sendFrame(client.socket, frame, payloads);
    },
  });

  /** A push is encoded and framed once; it goes out with the turn's other pushes (push-queue.ts). */
  function deliverLocal(topic: string, text: string): void {
    if (byTopic.has(topic)) pushes.push(topic, text);
  }

  /** Sets who the socket is; false when the account already holds its socket budget (socket closed). */
  function identifyAs(client: Client, userId: number | null): boolean {
    if (client.userId === userId) return true;
    if (userId !== null && !perUser.take(userId)) {
      refuse(client, CloseCodes.TOO_MANY_FOR_USER);
      return false;
    }
    if (client.userId !== null) {
      leave(client, `user:${client.userId}`);
      perUser.release(client.userId);
    }
    client.userId = userId;
    if (userId !== null) join(client, `user:${userId}`);
    return true;
  }

  function isRevoked(client: Client, revoked: SessionsRevoked): boolean {
    if (client.userId === null) return false;
    if ('tokenHash' in revoked) return client.tokenHash === revoked.tokenHash;
    return client.userId === revoked.userId && client.tokenHash !== revoked.keptTokenHash;
  }

  function revokeLocal(revoked: SessionsRevoked): void {
    for (const client of clients) {
      if (!isRevoked(client, revoked)) continue;
      client.tokenHash = '';
      identifyAs(client, null);
      send(client, JSON.stringify(serverMessage(MessageCodes.IDENTIFIED, undefined, { userId: null })));
    }
  }

  async function onText(client: Client, text: string): Promise<void> {
    if (text === HEARTBEAT) {
      send(client, HEARTBEAT);
      return;
    }
    const refuse = (reason: string, topic?: string) =>
      send(
        client,
        JSON.stringify(serverMessage<FrameError>(FRAME_ERROR, undefined, topic ? { reason, topic } : { reason })),
      );
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      refuse('消息格式错误：不是 JSON');
      return;
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) {
      refuse('消息格式错误：应为对象');
      return;
    }
    const m = msg as { t?: unknown; token?: unknown; topic?: unknown };
    if (m.t === 'auth') {
      const token = typeof m.token === 'string' ? m.token.slice(0, 200) : '';
      const userId = token ? await opts.resolveUser(token).catch(() => null) : null;
      if (client.gone) return;
      if (!identifyAs(client, userId)) return;
      client.tokenHash = userId === null ? '' : tokenHash(token);
      send(client, JSON.stringify(serverMessage(MessageCodes.IDENTIFIED, undefined, { userId })));
      return;
    }
    if (m.t !== 'sub' && m.t !== 'unsub') {
      refuse('未知的消息类型');
      return;
    }
    const shown = typeof m.topic === 'string' ? m.topic.slice(0, 80) : undefined;
    if (typeof m.topic !== 'string' || !TOPIC_PATTERN.test(m.topic)) {
      refuse('订阅的频道不存在', shown);
      return;
    }
    const topic = m.topic as Topic;
    // user topics carry private messages: only the identified owner is in one, and only by auth
    if (topic.startsWith('user:') && topic !== `user:${client.userId ?? ''}`) {
      refuse('无权订阅该频道', topic);
      return;
    }
    if (m.t === 'sub') {
      if (client.topics.size >= MAX_TOPICS_PER_CLIENT && !client.topics.has(topic)) {
        refuse(`订阅的频道过多（最多${MAX_TOPICS_PER_CLIENT}个）`, topic);
        return;
      }
      join(client, topic);
    } else if (!topic.startsWith('user:')) {
      leave(client, topic);
    }
    send(client, JSON.stringify(serverMessage(MessageCodes.SUBSCRIBED, topic, { topic })));
  }

  const sweep = setInterval(
    () => {
      const cutoff = Date.now() - idleDropMs;
      for (const client of clients) {
        if (client.lastSeen < cutoff) {
          client.socket.terminate();
          drop(client);
        }
      }
    },
    Math.max(50, Math.min(5_000, Math.floor(idleDropMs / 4))),
  );
  sweep.unref();

  if (opts.redisUrl) {
    const redisOpts = { lazyConnect: true, maxRetriesPerRequest: 2 };
    pub = new Redis(opts.redisUrl, redisOpts);
    sub = new Redis(opts.redisUrl, redisOpts);
    for (const conn of [pub, sub]) {
      conn.on('error', (err: Error) => hub.log?.warn({ err: err.message }, 'redis error'));
    }
    sub.on('message', (_channel: string, raw: string) => {
      try {
        const env = JSON.parse(raw) as { n: string; topic?: string; text?: string; revoked?: SessionsRevoked };
        if (env.n === nodeId) return;
        if (env.revoked) {
          // another node ended these sessions: this node's token cache forgets them too
          forgetSessions(env.revoked);
          revokeLocal(env.revoked);
        } else if (env.topic && env.text) deliverLocal(env.topic, env.text);
      } catch {
        hub.log?.warn({ raw: raw.slice(0, 200) }, 'bad hub message from redis');
      }
    });
    const subRef = sub;
    const pubRef = pub;
    redisReady = Promise.all([pubRef.connect(), subRef.connect()]).then(async () => {
      await subRef.subscribe(CHANNEL);
    });
    redisReady.catch((err: unknown) => hub.log?.warn({ err: String(err) }, 'redis connect failed'));
  }

  const hub: Hub = {
    log: opts.log,
    publish(topic, msg) {
      const text = JSON.stringify(msg);
      deliverLocal(topic, text);
      if (pub) {
        pub.publish(CHANNEL, JSON.stringify({ n: nodeId, topic, text })).catch((err: unknown) => {
          hub.log?.warn({ err: String(err) }, 'redis publish failed');
        });
      }
    },
    isOriginAllowed(origin) {
      return origin === undefined || allowed.has(origin);
    },
    accept(socket, meta) {
      const now = Date.now();
      const client: Client = {
        socket,
        topics: new Set(),
        userId: null,
        tokenHash: '',
        ip: meta?.ip ?? '',
        lastSeen: now,
        budget: new MessageBudget(limits.messagesPerSecond, limits.messageBurst, now),
        gone: false,
      };
      if (!perIp.take(client.ip)) {
        client.gone = true;
        socket.close(CloseCodes.TOO_MANY_FOR_IP, CloseReasons[CloseCodes.TOO_MANY_FOR_IP]);
        return;
      }
      clients.add(client);
      socket.on('message', (data, isBinary) => {
        client.lastSeen = Date.now();
        if (client.gone) return;
        if (!client.budget.spend(client.lastSeen)) {
          refuse(client, CloseCodes.FLOODING);
          return;
        }
        if (isBinary) return;
        const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8');
        void onText(client, text);
      });
      socket.on('close', () => drop(client));
      socket.on('error', () => drop(client));
    },
    revokeSessions(revoked) {
      revokeLocal(revoked);
      pub?.publish(CHANNEL, JSON.stringify({ n: nodeId, revoked })).catch((err: unknown) => {
        hub.log?.warn({ err: String(err) }, 'redis publish failed');
      });
    },
    stats() {
      const redis = !pub ? 'off' : pub.status === 'ready' && sub?.status === 'ready' ? 'ready' : 'down';
      return { clients: clients.size, topics: byTopic.size, redis };
    },
    subscribers(topic) {
      return byTopic.get(topic)?.size ?? 0;
    },
    ready() {
      return redisReady;
    },
    async close() {
      clearInterval(sweep);
      pushes.flushNow();
      for (const client of clients) client.socket.close(CloseCodes.GOING_AWAY, CloseReasons[CloseCodes.GOING_AWAY]);
      clients.clear();
      byTopic.clear();
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    },
  };
  return hub;
}
