/** docs/product.md §4/§9 minute display for football: minutes since the half's kick-off, capped 45+ / 90+. */
import { FOOTBALL_STATUS_LABELS, type FootballStatus } from '../contracts/statuses';

export { isFootballLive } from '../contracts/statuses';

/**
 * `kt` is the kick-off of the half in play (unix seconds). The minute in progress is shown, the
 * football convention: 0–59 s after kick-off is minute '1', so minute 45 runs 44:00–44:59 and from
 * 45:00 the first half shows '45+' (second half: '90+' from 45:00 after its kick-off).
 */
export function matchMinute(s: FootballStatus, kt: number, nowMs: number = Date.now()): string {
  const played = Math.max(0, Math.floor((nowMs / 1000 - kt) / 60)) + 1;
  if (s === 2) return played > 45 ? '45+' : String(played);
  if (s === 4) return played + 45 > 90 ? '90+' : String(played + 45);
  return FOOTBALL_STATUS_LABELS[s];
}
