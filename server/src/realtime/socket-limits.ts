/**
 * The hub's socket budgets: concurrent sockets per network address and per signed-in account
 * (counted on this node), and a token bucket of messages per socket.
 */

export interface SocketLimitOptions {
  /** concurrent sockets from one client IP; generous, since a carrier NAT puts thousands behind one */
  maxPerIp: number;
  /** concurrent sockets identified as one user */
  maxPerUser: number;
  /** messages a socket may send per second, sustained */
  messagesPerSecond: number;
  /** messages a socket may send in a burst (a reconnect re-subscribes every topic at once) */
  messageBurst: number;
}

/**
 * The largest frame a client may send (the `ws` server's maxPayload): client messages are tiny
 * (auth, sub, unsub, the heartbeat); a bigger frame closes the socket with 1009 (message too big).
 */
export const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

export const DEFAULT_SOCKET_LIMITS: SocketLimitOptions = {
  maxPerIp: 2_000,
  maxPerUser: 10,
  messagesPerSecond: 10,
  messageBurst: 250,
};

/** Counts holders per key; `take` refuses once a key holds `max`. */
export class ConcurrencyCounter<K> {
  private readonly counts = new Map<K, number>();

  constructor(private readonly max: number) {}

  take(key: K): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  release(key: K): void {
    const n = this.counts.get(key) ?? 0;
    if (n <= 1) this.counts.delete(key);
    else this.counts.set(key, n - 1);
  }

  count(key: K): number {
    return this.counts.get(key) ?? 0;
  }
}

/** A token bucket: `burst` tokens, refilled at `perSecond`; each message takes one. */
export class MessageBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** false when the socket has spent its budget */
  spend(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
