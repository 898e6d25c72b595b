/** Display helpers for list rows and detail headers. */
import {
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS,
  FOOTBALL_STATUS_LABELS,
  hasFootballStarted,
  isBasketballLive,
  isFootballHalfInPlay,
  isFootballLive,
  isUpcoming,
  type BasketballListMatch,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import { matchMinute } from '@kickoff/shared/rules';

export function pair(p: readonly [number, number] | null | undefined, sep = '-'): string {
  return p ? `${p[0]}${sep}${p[1]}` : '';
}

/** The minute ('23', '45+', '90+') while in play, else the status label (中场, 完 …). */
export function footballStatus(m: Pick<FootballListMatch, 's' | 'kt' | 'timIng'>, nowMs: number): string {
  if (isFootballHalfInPlay(m.s)) return matchMinute(m.s, m.kt, nowMs);
  // extra time and penalties: the feed's own clock text
  if (isFootballLive(m.s) && m.s > FOOTBALL_STATUS.SECOND_HALF) return m.timIng || FOOTBALL_STATUS_LABELS[m.s];
  return isUpcoming(m.s) ? '' : FOOTBALL_STATUS_LABELS[m.s];
}

export function footballScore(m: Pick<FootballListMatch, 's' | 'sc'>): string {
  return hasFootballStarted(m.s) ? pair(m.sc) : 'VS';
}

export function basketballStatus(m: Pick<BasketballListMatch, 's' | 'rt'>): string {
  const label = BASKETBALL_STATUS_LABELS[m.s];
  return isBasketballLive(m.s) && m.rt ? `${label} ${m.rt}` : isUpcoming(m.s) ? '' : label;
}

export { isFootballLive, isBasketballLive };
