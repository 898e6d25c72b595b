/** The engine's notion of now, injected so tests and benches can drive time by hand. */
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements Clock {
  constructor(private ms: number) {}
  now(): number {
    return this.ms;
  }
  set(ms: number): void {
    this.ms = ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The Beijing calendar date (YYYY-MM-DD) of an instant; fixtures are organised by it. */
export function beijingDate(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight Beijing time of a YYYY-MM-DD date, in ms. */
export function beijingMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - BEIJING_OFFSET_MS;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Day number since the epoch of a YYYY-MM-DD date (stable key for seeding). */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday, of a Beijing date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
