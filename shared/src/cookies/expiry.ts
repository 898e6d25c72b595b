/**
 * docs/product.md §9 cookie lifetimes (local time): football filter cookies until 10:00, basketball until
 * 15:00 — today if that hour is still ahead, else tomorrow — and the download banner until the
 * end of today. `now` is injectable so the rules are testable at any hour.
 */
function atHourToday(now: Date, hour: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0, 0, 0);
}

function nextAt(hour: number, now: Date): Date {
  const today = atHourToday(now, hour);
  if (now.getTime() < today.getTime()) return today;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour, 0, 0, 0);
}

const FOOTBALL_RESET_HOUR = 10;
const BASKETBALL_RESET_HOUR = 15;

export function footballFilterExpiry(now: Date = new Date()): Date {
  return nextAt(FOOTBALL_RESET_HOUR, now);
}

export function basketballFilterExpiry(now: Date = new Date()): Date {
  return nextAt(BASKETBALL_RESET_HOUR, now);
}

/** The last millisecond of today. */
export function endOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
}
