/** A length in seconds as a clock (a replay's length on its card, the player's time / length). */

/** 75 → "01:15", 3725 → "1:02:05" */
export function clockOf(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}
