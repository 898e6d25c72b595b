/**
 * A chat's unsent messages: kept in order in storage per signed-in user and chat (a reload loses
 * nothing), sent one at a time in the order written under their client ids (the server stores a
 * resend once), sent again by themselves when the connection returns, and a refusal no retry can
 * change (blocked, muted, too long) kept as failed for good until the sender removes it.
 */
import { ErrorCodes, RETRYABLE_CODES, SUCCESS, type Envelope, type ErrorCode } from '@kickoff/shared/contracts';

/** sending: on its way or next in line; waiting: a retry can succeed; failed: refused for good */
export type OutboxStatus = 'sending' | 'waiting' | 'failed';

export interface OutboxItem<P> {
  /** the client id the server de-duplicates by */
  id: string;
  payload: P;
  /** when it was written or last retried by hand (ms) */
  at: number;
  status: OutboxStatus;
  /** why it is waiting or refused; '' while sending */
  reason: string;
}

/** What keeps the items: localStorage in the browser, a Map in tests. */
export interface OutboxStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export const NETWORK_REASON = '网络异常，点击重发';
export const STALE_REASON = '未发出，点击重发';
/** waits before sending again by itself after a failure (the last one repeats) */
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];

/** How a new item's first try ended: on the server, waiting for a retry, or refused for good. */
export type FirstAttempt = { status: 'sent' } | { status: 'waiting' | 'failed'; reason: string };

export interface OutboxOptions<P, R> {
  /** the storage key: one per signed-in user and chat (outboxKey) */
  key: string;
  send: (payload: P, id: string) => Promise<Envelope<R>>;
  /** the server has it (also for a resend it had stored already) */
  onSent: (value: R, item: OutboxItem<P>) => void;
  storage?: OutboxStorage;
  /** items older than this are not sent by themselves (a room's chat moves on); by hand only */
  autoSendWithinMs?: number;
  now?: () => number;
  retryDelaysMs?: readonly number[];
  /** false while the browser knows it is offline: no timed retries then, the comeback sends */
  isOnline?: () => boolean;
}

export function outboxKey(userId: number, chat: string): string {
  return `kk-outbox:${userId}:${chat}`;
}

/** localStorage; once it fails (private mode, quota) the items live on in the page's memory. */
function browserStorage(): OutboxStorage {
  const memory = new Map<string, string>();
  let failed = false;
  return {
    read(key) {
      if (!failed)
        try {
          return globalThis.localStorage.getItem(key);
        } catch {
          failed = true;
        }
      return memory.get(key) ?? null;
    },
    write(key, value) {
      if (!failed)
        try {
          if (value === null) globalThis.localStorage.removeItem(key);
          else globalThis.localStorage.setItem(key, value);
          return;
        } catch {
          failed = true;
        }
      if (value === null) memory.delete(key);
      else memory.set(key, value);
    },
  };
}

function isItem(x: unknown): x is OutboxItem<unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.id === 'string' &&
    typeof o.at === 'number' &&
    typeof o.reason === 'string' &&
    (o.status === 'sending' || o.status === 'waiting' || o.status === 'failed') &&
    'payload' in o
  );
}

function parse<P>(raw: string | null): OutboxItem<P>[] | null {
  if (raw === null) return null;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? (list.filter(isItem) as OutboxItem<P>[]) : null;
  } catch {
    return null;
  }
}

const retryable = (code: Envelope<unknown>['code']) =>
  code === ErrorCodes.NO_TOKEN || RETRYABLE_CODES.includes(code as ErrorCode);

export class Outbox<P, R> {
  private list: OutboxItem<P>[];
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly storage: OutboxStorage;
  private readonly now: () => number;
  private send: OutboxOptions<P, R>['send'];
  private onSent: OutboxOptions<P, R>['onSent'];

  constructor(private readonly opts: OutboxOptions<P, R>) {
    this.send = opts.send;
    this.onSent = opts.onSent;
    this.storage = opts.storage ?? browserStorage();
    this.now = opts.now ?? Date.now;
    this.list = parse<P>(this.storage.read(opts.key)) ?? [];
  }

  /** The items, oldest first (a new array after every change). */
  get items(): readonly OutboxItem<P>[] {
    return this.list;
  }

  /** Replaces the send call and the delivery callback (a page's latest ones). */
  setHandlers(send: OutboxOptions<P, R>['send'], onSent: OutboxOptions<P, R>['onSent']): void {
    this.send = send;
    this.onSent = onSent;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Writes a new message and sends it after the ones written before it; tells how its first try ended. */
  add(id: string, payload: P): Promise<FirstAttempt> {
    this.update((list) => [
      ...list.filter((x) => x.id !== id),
      { id, payload, at: this.now(), status: 'sending', reason: '' },
    ]);
    const first = new Promise<FirstAttempt>((resolve) => {
      const off = this.subscribe(() => {
        const item = this.list.find((x) => x.id === id);
        if (item?.status === 'sending') return;
        off();
        resolve(item ? { status: item.status, reason: item.reason } : { status: 'sent' });
      });
    });
    void this.flush();
    return first;
  }

  /** 点击重发: sends it (and what waits before it, in order) now. */
  retry(id: string): Promise<void> {
    this.update((list) =>
      list.map((x) => (x.id === id && x.status === 'waiting' ? { ...x, at: this.now(), reason: '' } : x)),
    );
    return this.flush();
  }

  /** Forgets an item the sender gave up on. */
  discard(id: string): void {
    this.update((list) => list.filter((x) => x.id !== id));
  }

  /** Items the chat already holds (seen in its history or a push): delivered, forget them. */
  acknowledge(ids: Iterable<string>): void {
    const seen = new Set(ids);
    if (this.list.some((x) => seen.has(x.id))) this.update((list) => list.filter((x) => !seen.has(x.id)));
  }

  /** Another tab wrote the same outbox: take its list. */
  reload(): void {
    this.list = parse<P>(this.storage.read(this.opts.key)) ?? [];
    this.emit();
  }

  /**
   * Sends every item not refused for good, oldest first, one at a time. A network failure or a
   * refusal worth retrying stops the run (nothing overtakes it) and tries again later by itself.
   */
  flush(): Promise<void> {
    if (this.running) {
      // one more run after the current one, shared by every caller meanwhile
      this.queued ??= this.running.then(() => {
        this.queued = null;
        return this.flush();
      });
      return this.queued;
    }
    this.clearTimer();
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The page shows the chat: send what is left from before. */
  start(): void {
    this.stopped = false;
    void this.flush();
  }

  /** The page is leaving: no more sends or timed retries; what is stored stays for the next visit. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private async run(): Promise<void> {
    const fresh = (x: OutboxItem<P>) =>
      this.opts.autoSendWithinMs === undefined || this.now() - x.at <= this.opts.autoSendWithinMs;
    this.update((list) =>
      list.map((x) =>
        x.status === 'failed'
          ? x
          : fresh(x)
            ? { ...x, status: 'sending', reason: '' }
            : { ...x, status: 'waiting', reason: STALE_REASON },
      ),
    );
    for (;;) {
      if (this.stopped) return;
      const next = this.list.find((x) => x.status === 'sending');
      if (!next) return;
      let env: Envelope<R>;
      try {
        env = await this.send(next.payload, next.id);
      } catch {
        this.pause(NETWORK_REASON);
        return;
      }
      if (env.code === SUCCESS) {
        this.failures = 0;
        this.update((list) => list.filter((x) => x.id !== next.id));
        this.onSent(env.data, next);
      } else if (retryable(env.code)) {
        this.pause(env.code === ErrorCodes.NO_TOKEN ? NETWORK_REASON : `${env.msg || '发送失败'}，点击重发`);
        return;
      } else {
        const reason = env.msg || '发送失败';
        this.update((list) => list.map((x) => (x.id === next.id ? { ...x, status: 'failed', reason } : x)));
      }
    }
  }

  /** Everything still to send waits; a timer tries again unless the browser knows it is offline. */
  private pause(reason: string): void {
    this.update((list) => list.map((x) => (x.status === 'sending' ? { ...x, status: 'waiting', reason } : x)));
    const delays = this.opts.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.failures, delays.length - 1)];
    this.failures += 1;
    const online = this.opts.isOnline?.() ?? true;
    if (this.stopped || delay === undefined || !online) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Changes the list against what is stored now (another tab may have written meanwhile). */
  private update(change: (list: OutboxItem<P>[]) => OutboxItem<P>[]): void {
    const base = parse<P>(this.storage.read(this.opts.key)) ?? [];
    // an item this page is sending keeps its in-page state over a stored copy
    const mine = new Map(this.list.map((x) => [x.id, x]));
    const merged = base.map((x) => mine.get(x.id) ?? x);
    const next = change(merged);
    this.list = next;
    this.storage.write(this.opts.key, next.length === 0 ? null : JSON.stringify(next));
    this.emit();
  }

  private emit(): void {
    for (const fn of [...this.listeners]) fn();
  }
}
