/**
 * A football-data.org v4 match read as our football state: the spec's status code (from the
 * provider's status, `score.duration`, the minute or the half-time score, and the status we had),
 * the score in play, the half-time score, and the shoot-out.
 */
import { FOOTBALL_STATUS, type FootballStatus } from '@kickoff/shared/contracts';
import type { FdGoalsPair, FdMatch } from './types';

const F = FOOTBALL_STATUS;

function minuteOf(m: FdMatch): number | null {
  if (m.minute === null || m.minute === undefined) return null;
  const n = parseInt(String(m.minute), 10);
  return Number.isFinite(n) ? n : null;
}

const hasPair = (p: FdGoalsPair | undefined): p is { home: number; away: number } =>
  !!p && typeof p.home === 'number' && typeof p.away === 'number';

/** Which half is on while the provider says IN_PLAY in regular time. */
function halfInPlay(m: FdMatch, prev: number): FootballStatus {
  if (prev === F.HALF_TIME || prev === F.SECOND_HALF) return F.SECOND_HALF;
  const minute = minuteOf(m);
  if (minute !== null) return minute > 45 ? F.SECOND_HALF : F.FIRST_HALF;
  return hasPair(m.score.halfTime) ? F.SECOND_HALF : F.FIRST_HALF;
}

/** The spec's status of a provider match, given the status we showed before (`prev`). */
export function statusOf(m: FdMatch, prev: number = F.NOT_STARTED): FootballStatus {
  switch (m.status) {
    case 'SCHEDULED':
    case 'TIMED':
      return F.NOT_STARTED;
    case 'IN_PLAY':
    case 'EXTRA_TIME':
    case 'PENALTY_SHOOTOUT':
      if (m.status === 'PENALTY_SHOOTOUT' || m.score.duration === 'PENALTY_SHOOTOUT') return F.PENALTIES;
      if (m.status === 'EXTRA_TIME' || m.score.duration === 'EXTRA_TIME') return F.EXTRA_TIME;
      return halfInPlay(m, prev);
    case 'PAUSED':
      // the break after 90 minutes (before extra time or the shoot-out) has no code: what was on stays
      return prev >= F.SECOND_HALF && prev <= F.PENALTIES ? (prev as FootballStatus) : F.HALF_TIME;
    case 'FINISHED':
    case 'AWARDED':
      return F.FINISHED;
    case 'POSTPONED':
      return F.POSTPONED;
    case 'SUSPENDED':
      return F.INTERRUPTED;
    case 'CANCELLED':
      return F.CANCELLED;
    default:
      return F.ABANDONED;
  }
}

interface FdScoreState {
  /** goals in play (regular + extra time, shoot-out excluded) */
  sc: [number, number];
  hsc: [number, number] | null;
  psc: [number, number] | null;
}

export function scoreOf(m: FdMatch): FdScoreState {
  const s = m.score;
  const psc: [number, number] | null = hasPair(s.penalties) ? [s.penalties.home, s.penalties.away] : null;
  let sc: [number, number] = hasPair(s.fullTime) ? [s.fullTime.home, s.fullTime.away] : [0, 0];
  if (hasPair(s.regularTime)) {
    const et = hasPair(s.extraTime) ? s.extraTime : { home: 0, away: 0 };
    sc = [s.regularTime.home + et.home, s.regularTime.away + et.away];
  } else if (psc && s.duration === 'PENALTY_SHOOTOUT') {
    // without the breakdown, the full-time figure includes the shoot-out
    sc = [Math.max(0, sc[0] - psc[0]), Math.max(0, sc[1] - psc[1])];
  }
  return { sc, hsc: hasPair(s.halfTime) ? [s.halfTime.home, s.halfTime.away] : null, psc };
}

/** A minute the provider gave, if any. */
export function providerMinute(m: FdMatch): number | null {
  return minuteOf(m);
}
