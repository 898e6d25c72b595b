/**
 * The plan's request budget over an injected clock: at most `perMinute` requests in any 60 seconds
 * (a sliding window of the last requests' times — a token bucket of that size would let through
 * twice as many across a minute boundary), and none before a 429's Retry-After has passed.
 */
import type { Clock } from '../../clock';

const WINDOW_MS = 60_000;

export class RequestBudget {
  private readonly sent: number[] = [];
  /** no request before this instant (ms), whatever the window says */
  private blockedUntil = 0;

  constructor(
    private readonly perMinute: number,
    private readonly clock: Clock,
  ) {}

  private prune(now: number): void {
    while (this.sent.length && (this.sent[0] ?? 0) <= now - WINDOW_MS) this.sent.shift();
  }

  /** requests that could go now (0 while blocked) */
  available(): number {
    const now = this.clock.now();
    this.prune(now);
    return now < this.blockedUntil ? 0 : Math.max(0, this.perMinute - this.sent.length);
  }

  /** Counts a request if the budget allows one now; false otherwise (the caller waits `waitMs()`). */
  take(): boolean {
    if (this.available() < 1) return false;
    this.sent.push(this.clock.now());
    return true;
  }

  /** ms until `take` can succeed */
  waitMs(): number {
    const now = this.clock.now();
    this.prune(now);
    const block = Math.max(0, this.blockedUntil - now);
    const oldest = this.sent[0];
    const window = this.sent.length >= this.perMinute && oldest !== undefined ? oldest + WINDOW_MS - now : 0;
    return Math.max(block, window);
  }

  /** The provider said to wait: no request until then. */
  blockUntil(ms: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, ms);
  }
}
