/** Display helpers for list rows and detail headers. */
import {
  FOOTBALL_STATUS_LABELS,
  BASKETBALL_STATUS_LABELS,
  isFootballLive,
  isBasketballLive,
  type BasketballListMatch,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import { matchMinute } from '@kickoff/shared/rules';

export function pair(p: readonly [number, number] | null | undefined, sep = '-'): string {
  return p ? `${p[0]}${sep}${p[1]}` : '';
}

/** The minute ('23', '45+', '90+') while in play, else the status label (中场, 完 …). */
export function footballStatus(m: Pick<FootballListMatch, 's' | 'kt' | 'timIng'>, nowMs: number): string {
  if (m.s === 2 || m.s === 4) return matchMinute(m.s, m.kt, nowMs);
  if (m.s === 5 || m.s === 6 || m.s === 7) return m.timIng || FOOTBALL_STATUS_LABELS[m.s];
  return m.s === 1 ? '' : FOOTBALL_STATUS_LABELS[m.s];
}

export function footballScore(m: Pick<FootballListMatch, 's' | 'sc'>): string {
  return m.s === 1 || m.s === 9 || m.s === 12 || m.s === 13 ? 'VS' : pair(m.sc);
}

export function basketballStatus(m: Pick<BasketballListMatch, 's' | 'rt'>): string {
  const label = BASKETBALL_STATUS_LABELS[m.s];
  return isBasketballLive(m.s) && m.rt ? `${label} ${m.rt}` : m.s === 1 ? '' : label;
}

export { isFootballLive, isBasketballLive };
