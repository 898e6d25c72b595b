/**
 * The shot map's two models (docs/match-models.md §3): an expected-goals (xG) model from a shot's
 * position and type, and where the engine's shots were taken from. The engine counts each minute's
 * shots, shots on target and goals; a shot's spot is drawn from its own random stream (the match
 * seed's 'shots' stream, never the script's), goals closer in than saves and saves closer than misses.
 */
import type { TrendShot } from '@kickoff/shared/contracts';
import type { Rng } from './prng';

/** The goal is 7.32 m wide; a penalty is taken from 11 m and scores three times in four. */
const GOAL_WIDTH = 7.32;
export const PENALTY_XG = 0.76;
/** logit(xG) = XG.base + XG.distance · metres + XG.angle · radians (+ XG.head for a header) */
const XG = { base: -1, distance: -0.1, angle: 1.2, head: -1 } as const;

/** The angle (radians) the goal mouth fills seen from a spot x metres out and y across. */
export function goalAngle(x: number, y: number): number {
  const a = Math.atan2(GOAL_WIDTH * x, x * x + y * y - (GOAL_WIDTH / 2) ** 2);
  return a < 0 ? a + Math.PI : a;
}

/** Expected goals of a shot: a logistic curve of distance and goal angle, lower for a header. */
export function xgOf(shot: { x: number; y: number; kind: TrendShot['kind'] }): number {
  if (shot.kind === 'penalty') return PENALTY_XG;
  const d = Math.hypot(shot.x, shot.y);
  const z = XG.base + XG.distance * d + XG.angle * goalAngle(shot.x, shot.y) + (shot.kind === 'head' ? XG.head : 0);
  return Math.round((1 / (1 + Math.exp(-z))) * 1000) / 1000;
}

/** Headers are one shot in five; they come from 4–12 m. */
const HEADER_SHARE = 0.2;

/** Where an open-play shot with this outcome was taken from (metres out, metres across). */
export function placeShot(rng: Rng, outcome: 'goal' | 'saved' | 'off', head: boolean): { x: number; y: number } {
  const r = rng.next();
  const d = head ? 4 + 8 * r : outcome === 'goal' ? 5 + 14 * r * r : outcome === 'saved' ? 8 + 18 * r : 10 + 22 * r;
  // the wider the spot the less likely: angles within ±60°, bunched towards the middle
  const theta = (rng.next() - rng.next()) * (Math.PI / 3);
  const x = Math.max(1, d * Math.cos(theta));
  const y = Math.max(-34, Math.min(34, d * Math.sin(theta)));
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/**
 * One side's shots of one minute from the engine's counts: `penalties` scored from the spot,
 * `goals` in open play, the rest of `onTarget` saved and the rest of `shots` off target.
 */
export function minuteShots(
  rng: Rng,
  at: { minute: number; extra?: number },
  side: 'home' | 'away',
  counts: { shots: number; onTarget: number; goals: number; penalties: number },
): TrendShot[] {
  const out: TrendShot[] = [];
  const add = (outcome: 'goal' | 'saved' | 'off', n: number) => {
    for (let k = 0; k < n; k++) {
      const head = rng.next() < HEADER_SHARE;
      const spot = placeShot(rng, outcome, head);
      const kind = head ? 'head' : 'foot';
      out.push({ ...at, side, ...spot, kind, outcome, xg: xgOf({ ...spot, kind }) });
    }
  };
  for (let k = 0; k < counts.penalties; k++)
    out.push({ ...at, side, x: 11, y: 0, kind: 'penalty', outcome: 'goal', xg: PENALTY_XG });
  const goals = Math.min(counts.goals, Math.max(0, counts.onTarget - counts.penalties));
  add('goal', goals);
  add('saved', Math.max(0, counts.onTarget - counts.penalties - goals));
  add('off', Math.max(0, counts.shots - counts.onTarget));
  return out;
}
