/**
 * Polls football-data.org on the engine leader only: the day's matches (yesterday to tomorrow, one
 * request for every followed competition) every `pollMs`, and one competition's standings at a
 * time when due (every `standingsMs`, or at once when a match of it ended) — within the plan's
 * budget (the client's request budget). A failed poll keeps the last good answer and backs off
 * (doubling, up to 10 minutes; a 429 waits its Retry-After); the answer is stale after `staleAfterMs`.
 */
import { addDays, beijingDate, type Clock } from '../../clock';
import { FdError, type FootballDataClient } from './client';
import type { FootballDataSettings } from './settings';
import type { FdMatch, FdStandings } from './types';

const MAX_BACKOFF_MS = 10 * 60_000;

export interface PollerHooks {
  isLeader(): boolean;
  /** a good answer's matches; returns the competitions whose standings moved */
  onMatches(matches: FdMatch[]): Set<string>;
  onStandings(code: string, standings: FdStandings): void;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

interface FeedHealth {
  /** ms of the last good match answer, null before the first */
  lastGoodAt: number | null;
  stale: boolean;
  failures: number;
  lastError: string | null;
}

type Settings = Pick<FootballDataSettings, 'competitions' | 'pollMs' | 'standingsMs' | 'staleAfterMs'>;

export class FootballDataPoller {
  private lastGoodAt: number | null = null;
  private failures = 0;
  private lastError: string | null = null;
  private nextMatchesAt = 0;
  private readonly standingsDue = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private wasStale = false;

  constructor(
    private readonly client: FootballDataClient,
    private readonly settings: Settings,
    private readonly clock: Clock,
    private readonly hooks: PollerHooks,
  ) {
    for (const c of settings.competitions) this.standingsDue.set(c, 0);
  }

  health(): FeedHealth {
    return {
      lastGoodAt: this.lastGoodAt,
      stale: this.isStale(),
      failures: this.failures,
      lastError: this.lastError,
    };
  }

  isStale(): boolean {
    return this.lastGoodAt !== null && this.clock.now() - this.lastGoodAt > this.settings.staleAfterMs;
  }

  private failed(err: unknown, what: string): number {
    const e = err instanceof FdError ? err : new FdError('network', String(err));
    this.lastError = e.message;
    if (e.kind === 'budget' || e.kind === 'rate-limited') {
      this.hooks.log.warn({ wait: e.waitMs, what }, `football-data: ${e.kind}, waiting`);
      return Math.max(e.waitMs, 1000);
    }
    this.failures += 1;
    const wait = Math.min(MAX_BACKOFF_MS, this.settings.pollMs * 2 ** this.failures);
    this.hooks.log.warn(
      { err: e.message, kind: e.kind, wait, what },
      'football-data: poll failed, keeping the last answer',
    );
    return wait;
  }

  /** One round: the matches when due, then one competition's standings when due. Returns ms until the next round. */
  async pollOnce(): Promise<number> {
    const now = this.clock.now();
    if (!this.hooks.isLeader()) return this.settings.pollMs;
    if (now >= this.nextMatchesAt) {
      try {
        const today = beijingDate(now);
        const list = await this.client.matches({
          competitions: this.settings.competitions,
          dateFrom: addDays(today, -1),
          dateTo: addDays(today, 1),
        });
        for (const code of this.hooks.onMatches(list.matches)) this.standingsDue.set(code, 0);
        this.lastGoodAt = this.clock.now();
        this.failures = 0;
        this.lastError = null;
        this.nextMatchesAt = this.lastGoodAt + this.settings.pollMs;
      } catch (err) {
        this.nextMatchesAt = this.clock.now() + this.failed(err, 'matches');
      }
    }
    this.noteStale();
    const due = [...this.standingsDue].find(([, at]) => at <= this.clock.now());
    // standings never take the last request of the minute, which a match poll may need
    if (due && this.failures === 0 && this.client.budget.available() >= 2) {
      const [code] = due;
      try {
        this.hooks.onStandings(code, await this.client.standings(code));
        this.standingsDue.set(code, this.clock.now() + this.settings.standingsMs);
      } catch (err) {
        // a table that failed waits on its own (one the plan refuses, a whole period); the match polls keep their pace
        const wait = this.failed(err, `standings ${code}`);
        const refused = err instanceof FdError && err.kind === 'refused';
        this.standingsDue.set(code, this.clock.now() + (refused ? this.settings.standingsMs : wait));
        this.failures = 0;
      }
    }
    return Math.max(0, this.nextMatchesAt - this.clock.now());
  }

  private noteStale(): void {
    const stale = this.isStale();
    if (stale && !this.wasStale)
      this.hooks.log.warn({ lastGoodAt: this.lastGoodAt }, 'football-data: no good answer for a while, data is stale');
    this.wasStale = stale;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const loop = async () => {
      if (!this.running) return;
      const wait = await this.pollOnce().catch(() => this.settings.pollMs);
      if (!this.running) return;
      this.timer = setTimeout(() => void loop(), Math.max(250, wait));
      this.timer.unref?.();
    };
    void loop();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
