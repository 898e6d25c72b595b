/**
 * The realtime client (docs/product.md §4): identify on open, heartbeat '0' after 10 s of quiet, reconnect
 * 5 s (±50 % jitter, longer after a refusal: reconnect-delay.ts) after close or error unless
 * closed deliberately, topic subscriptions that survive
 * reconnects (subscribers get a `resync` event so they refetch what they missed by HTTP), and goal
 * alerts missed while down delivered after the reconnect, once each (goal-refill.ts).
 */
import {
  HEARTBEAT,
  HEARTBEAT_MS,
  MessageCodes,
  RECONNECT_MS,
  UNREAD_CODES,
  type ClientMessage,
  type MessageCode,
  type ServerMessage,
  type Topic,
} from '../contracts/realtime';
import { get } from '../api/client';
import { unwrap } from '../api/unwrap';
import { GOAL_ALERTS_PATH, type GoalAlertPage } from '../contracts/live';
import { useAuthStore } from '../stores/auth';
import { useMessagesStore } from '../stores/messages';
import { useRealtimeStore } from './store';
import { reconnectDelay } from './reconnect-delay';
import { GoalRefill, type FetchGoalAlerts } from './goal-refill';

/** The subset of the browser WebSocket we use; `ws`'s WebSocket satisfies it too. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketConstructor = new (url: string) => SocketLike;

export type TopicEvent<D = unknown> =
  | { type: 'message'; message: ServerMessage<D> }
  /** the connection came back: whatever was pushed meanwhile is lost, refetch by HTTP */
  | { type: 'resync'; topic: Topic };
export type TopicHandler<D = unknown> = (event: TopicEvent<D>) => void;

export interface RealtimeOptions {
  WebSocketImpl?: SocketConstructor;
  getToken?: () => string;
  heartbeatMs?: number;
  reconnectMs?: number;
  /** source of the reconnect jitter, [0, 1) (tests pin it) */
  random?: () => number;
  /** `GET /api/live/goal-alerts` (the shared API client by default) */
  fetchGoalAlerts?: FetchGoalAlerts;
}

const fetchGoalAlerts: FetchGoalAlerts = (after) =>
  unwrap(get<GoalAlertPage>(GOAL_ALERTS_PATH, after === undefined ? undefined : { after }));

const OPEN = 1;

function isHubJoined(topic: Topic): boolean {
  // the hub puts an identified user into `user:<id>` itself; clients may not ask for it
  return topic.startsWith('user:');
}

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private url = '';
  private deliberate = false;
  private everOpened = false;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly topics = new Map<Topic, Set<TopicHandler>>();
  private readonly listeners = new Set<(m: ServerMessage) => void>();
  private readonly opts: Required<RealtimeOptions>;
  private readonly goals: GoalRefill;

  constructor(options: RealtimeOptions = {}) {
    this.opts = {
      WebSocketImpl: options.WebSocketImpl ?? (globalThis.WebSocket as unknown as SocketConstructor),
      getToken: options.getToken ?? (() => useAuthStore.getState().token),
      heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
      reconnectMs: options.reconnectMs ?? RECONNECT_MS,
      random: options.random ?? Math.random,
      fetchGoalAlerts: options.fetchGoalAlerts ?? fetchGoalAlerts,
    };
    this.goals = new GoalRefill(
      this.opts.fetchGoalAlerts,
      () => this.topics.keys(),
      (msg) => this.deliver(msg),
    );
    if (!options.getToken) {
      // logging in or out on an open connection re-identifies it, so user pushes follow the account
      useAuthStore.subscribe((state, prev) => {
        if (state.token !== prev.token) this.identify();
      });
    }
  }

  /** Sends the identification again (after login or logout); no-op while not connected. */
  identify(): void {
    this.send({ t: 'auth', token: this.opts.getToken() });
  }

  /** Opens (or re-targets) the connection. */
  connect(url: string): void {
    this.url = url;
    this.deliberate = false;
    this.clearReconnect();
    this.drop();
    this.open();
  }

  /** Closes for good: no reconnect until the next connect(). */
  close(): void {
    this.deliberate = true;
    this.clearReconnect();
    this.drop();
    useRealtimeStore.getState().setStatus('closed');
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  subscribe<D = unknown>(topic: Topic, handler: TopicHandler<D>): () => void {
    let set = this.topics.get(topic);
    if (!set) {
      set = new Set();
      this.topics.set(topic, set);
      if (!isHubJoined(topic)) this.send({ t: 'sub', topic });
      if (this.connected) this.goals.subscribed(topic);
    }
    set.add(handler as TopicHandler);
    return () => this.unsubscribe(topic, handler);
  }

  unsubscribe<D = unknown>(topic: Topic, handler: TopicHandler<D>): void {
    const set = this.topics.get(topic);
    if (!set) return;
    set.delete(handler as TopicHandler);
    if (set.size === 0) {
      this.topics.delete(topic);
      if (!isHubJoined(topic)) this.send({ t: 'unsub', topic });
    }
  }

  /** Every incoming message, topic or not. */
  onMessage(fn: (m: ServerMessage) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private send(msg: ClientMessage | typeof HEARTBEAT): void {
    if (!this.socket || this.socket.readyState !== OPEN) return;
    this.socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
    this.armHeartbeat();
  }

  private open(): void {
    const store = useRealtimeStore.getState();
    store.setStatus(this.everOpened ? 'reconnecting' : 'connecting');
    let socket: SocketLike;
    try {
      socket = new this.opts.WebSocketImpl(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const resumed = this.everOpened;
      this.everOpened = true;
      useRealtimeStore.getState().setStatus('open');
      this.identify();
      for (const topic of this.topics.keys()) if (!isHubJoined(topic)) this.send({ t: 'sub', topic });
      if (resumed) for (const [topic, set] of this.topics) for (const h of [...set]) h({ type: 'resync', topic });
      this.goals.opened(resumed);
    };
    socket.onmessage = (ev) => this.receive(typeof ev.data === 'string' ? ev.data : String(ev.data));
    socket.onclose = (ev) => this.lost(socket, (ev as { code?: number } | null)?.code);
    socket.onerror = () => this.lost(socket);
  }

  private receive(raw: string): void {
    this.armHeartbeat();
    if (raw === HEARTBEAT) return;
    let msg: ServerMessage;
    try {
      msg = JSON.parse(raw) as ServerMessage;
    } catch {
      return;
    }
    if (typeof msg !== 'object' || msg === null || typeof msg.code !== 'number') return;
    this.deliver(msg);
  }

  /** One message, pushed or refilled, to the stores, the listeners and the topic's subscribers. */
  private deliver(msg: ServerMessage): void {
    if (!this.goals.accept(msg)) return; // a goal alert this topic already had
    useRealtimeStore.getState().record(msg);
    const messages = useMessagesStore.getState();
    messages.addMessage(msg);
    if (UNREAD_CODES.includes(msg.code as MessageCode)) {
      // a chat push carries the receiver's total as the server counts it (contracts/im.ts): take it as is
      const total = (msg.data as { unread?: unknown } | null)?.unread;
      if (typeof total === 'number') messages.setUnread(total);
      else messages.incrementUnread();
    }
    if (msg.code === MessageCodes.IDENTIFIED) {
      const id = (msg.data as { userId?: number | null } | null)?.userId ?? null;
      useRealtimeStore.getState().setUserId(id);
    }
    for (const fn of [...this.listeners]) fn(msg);
    if (msg.topic) for (const h of [...(this.topics.get(msg.topic) ?? [])]) h({ type: 'message', message: msg });
  }

  private lost(socket: SocketLike, closeCode?: number): void {
    if (socket !== this.socket) return; // a socket we already replaced or dropped
    this.drop();
    if (this.deliberate) return;
    useRealtimeStore.getState().setStatus('reconnecting');
    this.scheduleReconnect(closeCode);
  }

  private scheduleReconnect(closeCode?: number): void {
    if (this.reconnectTimer !== null || this.deliberate) return;
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = null;
        this.open();
      },
      reconnectDelay(this.opts.reconnectMs, closeCode, this.opts.random()),
    );
  }

  private clearReconnect(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  /** Any traffic restarts the quiet period; after heartbeatMs of quiet we send '0'. */
  private armHeartbeat(): void {
    if (this.heartbeatTimer !== null) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = setTimeout(() => {
      this.heartbeatTimer = null;
      this.send(HEARTBEAT);
    }, this.opts.heartbeatMs);
  }

  private drop(): void {
    if (this.heartbeatTimer !== null) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onopen = s.onmessage = s.onclose = null;
    // closing a socket that is still connecting reports an error; it is ours and expected
    s.onerror = () => undefined;
    try {
      s.close();
    } catch {
      // closing a socket that never opened may throw in some implementations; it is gone either way
    }
  }
}

export function createRealtimeClient(options?: RealtimeOptions): RealtimeClient {
  return new RealtimeClient(options);
}

/** The one connection the suite shares (the package is a federation singleton). */
export const realtime = createRealtimeClient();
