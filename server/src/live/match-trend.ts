/**
 * The football detail's two trend models (docs/match-models.md), as pure functions: win probability
 * (a Poisson model of the goals still to come, from the pre-match odds' implied strengths, the score,
 * the minute and red cards) and attack momentum (dangerous attacks, shots and corners per minute),
 * and the fold of a match's script steps into both, one point per minute played.
 */
import {
  FOOTBALL_STATUS as FS,
  type FootballTrend,
  type IncidentType,
  TREND_MARK_TYPES,
  type ResultProbability,
  type TrendMark,
  type TrendMarkType,
  type TrendMinute,
  type TrendShot,
} from '@kickoff/shared/contracts';
import type { Rng } from './prng';
import { diffDistribution, redCardFactor, resultAfter } from './odds-model';
import { minuteShots } from './shot-map';
import type { ScriptStep } from './types';

/** The minutes a match lasts on average, stoppage included: expected goals spread over these. */
const MATCH_MINUTES = 93;
/** When no pre-match price exists: a typical league's goals per match, home and away. */
const LEAGUE_AVERAGE = { lh: 1.45, la: 1.15 } as const;
/** Goals a side may still score that the model counts (the odds engine stops at 10). */
const MAX_GOALS = 12;

/**
 * The result after play when the home side leads by `lead` and each side still scores a Poisson
 * number of goals with means `lh` and `la` (the Skellam distribution of their difference).
 */
export function resultProbability(lead: number, lh: number, la: number): ResultProbability {
  const [home, draw, away] = resultAfter(lead, diffDistribution(Math.max(0, lh), Math.max(0, la), MAX_GOALS));
  const sum = home + draw + away;
  return { home: home / sum, draw: draw / sum, away: away / sum };
}

/** 1/price normalised over the three outcomes (the bookmaker's margin removed); null without a real price. */
export function impliedProbability(home: number, draw: number, away: number): ResultProbability | null {
  if (![home, draw, away].every((o) => Number.isFinite(o) && o > 1)) return null;
  const sum = 1 / home + 1 / draw + 1 / away;
  return { home: 1 / home / sum, draw: 1 / draw / sum, away: 1 / away / sum };
}

/** The average of several books' implied probabilities, so no single company dominates. */
function consensus(books: readonly ResultProbability[]): ResultProbability | null {
  if (!books.length) return null;
  const n = books.length;
  return {
    home: books.reduce((s, p) => s + p.home, 0) / n,
    draw: books.reduce((s, p) => s + p.draw, 0) / n,
    away: books.reduce((s, p) => s + p.away, 0) / n,
  };
}

/**
 * The two goal rates (per match) whose 0-0 start gives the home and away probabilities closest to
 * `p`: a grid search in steps of 0.1, then of 0.01 around the best cell.
 */
export function impliedStrengths(p: ResultProbability): { lh: number; la: number } {
  const error = (lh: number, la: number) => {
    const q = resultProbability(0, lh, la);
    return (q.home - p.home) ** 2 + (q.away - p.away) ** 2;
  };
  let best: { lh: number; la: number; e: number } = { lh: LEAGUE_AVERAGE.lh, la: LEAGUE_AVERAGE.la, e: Infinity };
  const search = (from: { lh: number; la: number }, span: number, step: number) => {
    for (let lh = Math.max(0.05, from.lh - span); lh <= from.lh + span + 1e-9; lh += step)
      for (let la = Math.max(0.05, from.la - span); la <= from.la + span + 1e-9; la += step) {
        const e = error(lh, la);
        if (e < best.e) best = { lh, la, e };
      }
  };
  search({ lh: 2.05, la: 2.05 }, 2, 0.1);
  search({ lh: best.lh, la: best.la }, 0.1, 0.01);
  return { lh: Math.round(best.lh * 100) / 100, la: Math.round(best.la * 100) / 100 };
}

interface ProbabilityInput {
  /** the sides' goal rates over a whole match (impliedStrengths) */
  lh: number;
  la: number;
  score: [number, number];
  /** red cards so far [home, away] */
  reds: [number, number];
  /** match minutes still to play (remainingMinutes) */
  remaining: number;
}

/** 胜率 now: the score plus the goals still to come, each side's rate scaled by time left and red cards. */
export function winProbability({ lh, la, score, reds, remaining }: ProbabilityInput): ResultProbability {
  const f = Math.max(0, remaining) / MATCH_MINUTES;
  const home = lh * f * redCardFactor(reds[0], reds[1]);
  const away = la * f * redCardFactor(reds[1], reds[0]);
  return resultProbability(score[0] - score[1], home, away);
}

/**
 * Minutes still to play at the end of minute `minute` (+`extra`): 93 in all in normal time, stoppage
 * counting against them; in extra time what is left of its 30 minutes.
 */
export function remainingMinutes(minute: number, extra = 0): number {
  if (minute > 90) return Math.max(0, 120 - minute - extra);
  return Math.max(0, MATCH_MINUTES - minute - extra);
}

/** What one side did in one minute. */
interface MinuteActions {
  dangerous: number;
  shots: number;
  onTarget: number;
  corners: number;
}

/** Weights of the pressure a side puts on in a minute: a shot on target counts 3, one off target 2. */
const PRESSURE = { dangerous: 1, shot: 2, onTarget: 1, corner: 1.5 } as const;
/** The previous two minutes still count, at half and a quarter. */
const MOMENTUM_DECAY = [1, 0.5, 0.25] as const;
/** tanh scale: a smoothed pressure gap of 4 reads as 76 of 100. */
const MOMENTUM_SCALE = 4;

export function pressure(a: MinuteActions): number {
  return (
    a.dangerous * PRESSURE.dangerous +
    a.shots * PRESSURE.shot +
    a.onTarget * PRESSURE.onTarget +
    a.corners * PRESSURE.corner
  );
}

/**
 * 攻势 of the latest minute from the pressure gaps (home − away) of the minutes so far, newest last:
 * the gap smoothed over three minutes, squashed by tanh into −100..100.
 */
export function momentum(gaps: readonly number[]): number {
  let s = 0;
  MOMENTUM_DECAY.forEach((w, k) => {
    s += w * (gaps[gaps.length - 1 - k] ?? 0);
  });
  return Math.round(100 * Math.tanh(s / MOMENTUM_SCALE)) || 0;
}

const MARKED: ReadonlySet<IncidentType> = new Set(TREND_MARK_TYPES);
const isMarked = (t: IncidentType): t is TrendMarkType => MARKED.has(t);
const LIVE: ReadonlySet<number> = new Set([FS.FIRST_HALF, FS.SECOND_HALF, FS.EXTRA_TIME]);
const round3 = (p: ResultProbability): ResultProbability => ({
  home: Math.round(p.home * 1000) / 1000,
  draw: Math.round(p.draw * 1000) / 1000,
  away: Math.round(p.away * 1000) / 1000,
});

/** Each company's last pre-match 欧指 (type 2) in the script, as a consensus; null without one. */
function prematchConsensus(steps: readonly ScriptStep[]): ResultProbability | null {
  const last = new Map<number, ResultProbability>();
  for (const s of steps) {
    if (s.at >= 0) break;
    if (s.k !== 'odds') continue;
    for (const q of s.quotes) {
      if (q.type !== 2) continue;
      const p = impliedProbability(q.line.left, q.line.middle, q.line.right);
      if (p) last.set(q.companyId, p);
    }
  }
  return consensus([...last.values()]);
}

/** The fit takes a few tens of milliseconds and a match's pre-match prices never change: kept by value. */
const fits = new Map<string, { lh: number; la: number }>();
function strengthsOf(p: ResultProbability): { lh: number; la: number } {
  const key = `${p.home.toFixed(4)}:${p.away.toFixed(4)}`;
  const hit = fits.get(key);
  if (hit) return hit;
  const fit = impliedStrengths(p);
  if (fits.size > 500) fits.clear();
  fits.set(key, fit);
  return fit;
}

/**
 * The trend of the steps applied so far (`steps` is the script up to the match's cursor): one point
 * per minute played (each minute ends with its statistics step), the probability now, the goals
 * and cards to mark, and the shots. A pure fold, so a restart or a late joiner gets the same whole
 * line; `shotRng` places the shots and must be a fresh stream of the match's each time (shot-map.ts).
 */
export function footballTrend(steps: readonly ScriptStep[], shotRng: Rng): FootballTrend {
  const prematch = prematchConsensus(steps);
  const { lh, la } = prematch ? strengthsOf(prematch) : LEAGUE_AVERAGE;
  const start = resultProbability(0, lh, la);
  const score: [number, number] = [0, 0];
  const reds: [number, number] = [0, 0];
  const minutes: TrendMinute[] = [];
  const marks: TrendMark[] = [];
  const gaps: number[] = [];
  const shots: TrendShot[] = [];
  let goals: [number, number] = [0, 0];
  let penalties: [number, number] = [0, 0];
  const acts = (): [MinuteActions, MinuteActions] => [
    { dangerous: 0, shots: 0, onTarget: 0, corners: 0 },
    { dangerous: 0, shots: 0, onTarget: 0, corners: 0 },
  ];
  let minute = acts();
  let status: number = FS.NOT_STARTED;
  let period = { s: -1, base: 0, cap: 0, count: 0 };
  const label = () => {
    const n = period.base + period.count + 1;
    return n > period.cap ? { minute: period.cap, extra: n - period.cap } : { minute: n };
  };
  const probabilityAt = (at: { minute: number; extra?: number }) =>
    winProbability({ lh, la, score, reds, remaining: remainingMinutes(at.minute, at.extra) });

  for (const step of steps) {
    if (step.k === 'status') {
      status = step.s;
      if (LIVE.has(step.s) && step.s !== period.s) {
        const base = step.s === FS.FIRST_HALF ? 0 : step.s === FS.SECOND_HALF ? 45 : 90;
        period = { s: step.s, base, cap: base === 0 ? 45 : base === 45 ? 90 : 120, count: 0 };
      }
      if (step.s === FS.FINISHED) {
        const end = minutes[minutes.length - 1];
        if (end) Object.assign(end, round3(resultProbability(score[0] - score[1], 0, 0)));
      }
    } else if (step.k === 'incident') {
      const inc = step.inc;
      const i = inc.side === 'home' ? 0 : 1;
      if (inc.score) [score[0], score[1]] = inc.score;
      if (inc.type === 'red' || inc.type === 'second_yellow') reds[i] += 1;
      if (inc.type === 'corner') minute[i].corners += 1;
      if (inc.type === 'goal') goals[i] += 1;
      if (inc.type === 'penalty') penalties[i] += 1;
      if (inc.type === 'goal_cancelled') {
        const taken = shots.findLast((x) => x.side === inc.side && x.outcome === 'goal');
        if (taken) taken.outcome = 'cancelled';
      }
      if (isMarked(inc.type))
        marks.push({
          minute: inc.minute,
          ...(inc.extra ? { extra: inc.extra } : {}),
          side: inc.side,
          type: inc.type,
          player: inc.player,
        });
    } else if (step.k === 'stats') {
      for (const i of [0, 1] as const) {
        minute[i].dangerous += step.d.dangerous[i];
        minute[i].shots += step.d.shots[i];
        minute[i].onTarget += step.d.onTarget[i];
      }
      gaps.push(pressure(minute[0]) - pressure(minute[1]));
      const at = label();
      minutes.push({ ...at, momentum: momentum(gaps), ...round3(probabilityAt(at)) });
      for (const i of [0, 1] as const)
        shots.push(
          ...minuteShots(shotRng, at, i === 0 ? 'home' : 'away', {
            shots: step.d.shots[i],
            onTarget: step.d.onTarget[i],
            goals: goals[i],
            penalties: penalties[i],
          }),
        );
      goals = [0, 0];
      penalties = [0, 0];
      period.count += 1;
      minute = acts();
    }
  }
  const inPlay = LIVE.has(status) || status === FS.HALF_TIME || status === FS.INTERRUPTED;
  const current = inPlay
    ? probabilityAt(status === FS.HALF_TIME ? { minute: 45 } : label())
    : status === FS.NOT_STARTED || !minutes.length
      ? (prematch ?? start)
      : resultProbability(score[0] - score[1], 0, 0);
  const xg = (side: 'home' | 'away') =>
    Math.round(shots.reduce((t, x) => t + (x.side === side ? x.xg : 0), 0) * 100) / 100;
  return {
    prematch: round3(prematch ?? start),
    minutes,
    current: round3(current),
    marks,
    shots,
    xg: [xg('home'), xg('away')],
  };
}
