/** The trend models' worked examples (docs/match-models.md) and the fold of a script into the trend. */
import { FOOTBALL_STATUS as FS } from '@kickoff/shared/contracts';
import {
  footballTrend,
  impliedProbability,
  impliedStrengths,
  momentum,
  pressure,
  remainingMinutes,
  resultProbability,
  winProbability,
} from './match-trend';
import { footballScript } from './football-script';
import { rngFor } from './prng';
import { demoFixture } from './schedule';
import type { ScriptStep } from './types';

const close = (p: { home: number; draw: number; away: number }, home: number, draw: number, away: number) => {
  expect(p.home).toBeCloseTo(home, 3);
  expect(p.draw).toBeCloseTo(draw, 3);
  expect(p.away).toBeCloseTo(away, 3);
};

describe('win probability', () => {
  it('turns prices into probabilities without the margin', () => {
    // 1/2.10 + 1/3.40 + 1/3.60 = 1.0488: the book's 4.9 % margin is divided out
    close(impliedProbability(2.1, 3.4, 3.6)!, 0.4543, 0.2806, 0.265);
    expect(impliedProbability(1, 3.4, 3.6)).toBeNull();
  });

  it('reads a 0-0 start from two Poisson rates (worked example 1)', () => {
    close(resultProbability(0, 1.6, 1.1), 0.4896, 0.2489, 0.2615);
  });

  it('finds the rates back from the probabilities they give', () => {
    expect(impliedStrengths(resultProbability(0, 1.6, 1.1))).toEqual({ lh: 1.6, la: 1.1 });
    // the 2.10 / 3.40 / 3.60 book: a low-scoring home favourite
    expect(impliedStrengths(impliedProbability(2.1, 3.4, 3.6)!)).toEqual({ lh: 1.31, la: 0.93 });
  });

  it('moves with the score, the minute and a red card (worked example 2)', () => {
    const base = { lh: 1.6, la: 1.1, reds: [0, 0] as [number, number], remaining: remainingMinutes(60) };
    expect(remainingMinutes(60)).toBe(33);
    close(winProbability({ ...base, score: [0, 0] }), 0.3237, 0.4735, 0.2028);
    close(winProbability({ ...base, score: [1, 0] }), 0.7972, 0.167, 0.0359);
    close(winProbability({ ...base, score: [1, 0], reds: [1, 0] }), 0.7371, 0.2087, 0.0543);
  });

  it('counts stoppage against the time left and ends certain', () => {
    expect(remainingMinutes(45, 2)).toBe(46);
    expect(remainingMinutes(90, 5)).toBe(0);
    expect(remainingMinutes(105)).toBe(15);
    close(winProbability({ lh: 1.6, la: 1.1, score: [2, 1], reds: [0, 0], remaining: 0 }), 1, 0, 0);
  });
});

describe('attack momentum', () => {
  it('weighs a minute: dangerous attack 1, shot 2, on target +1, corner 1.5', () => {
    expect(pressure({ dangerous: 1, shots: 1, onTarget: 1, corners: 0 })).toBe(4);
    expect(pressure({ dangerous: 2, shots: 0, onTarget: 0, corners: 1 })).toBe(3.5);
  });

  it('smooths the gap over three minutes and squashes it into ±100 (worked example 3)', () => {
    // 3 + 0.5·0 + 0.25·2 = 3.5; 100·tanh(3.5/4) = 70
    expect(momentum([2, 0, 3])).toBe(70);
    expect(momentum([-2, 0, -3])).toBe(-70);
    expect(momentum([0])).toBe(0);
    // worked example 5: gaps 2 then −0.5 → −0.5 + 0.5·2 = 0.5 → 12
    expect(momentum([2, -0.5])).toBe(12);
  });
});

describe('footballTrend', () => {
  const quote = (at: number, companyId: number, left: number, middle: number, right: number): ScriptStep => ({
    at,
    k: 'odds',
    quotes: [{ companyId, type: 2, line: { left, middle, right } }],
  });
  const stats = (
    at: number,
    dangerous: [number, number],
    shots: [number, number] = [0, 0],
    onTarget: [number, number] = [0, 0],
  ): ScriptStep => ({
    at,
    k: 'stats',
    d: { attacks: [0, 0], dangerous, shots, onTarget, possession: 50 },
  });
  const steps: ScriptStep[] = [
    quote(-7200, 1, 2.1, 3.4, 3.6),
    quote(-3600, 3, 2.1, 3.4, 3.6),
    quote(-1800, 1, 2.2, 3.4, 3.4),
    { at: 0, k: 'status', s: FS.FIRST_HALF },
    stats(59, [2, 0]),
    { at: 70, k: 'incident', inc: { type: 'corner', minute: 2, side: 'away', player: '' } },
    {
      at: 80,
      k: 'incident',
      inc: { type: 'goal', minute: 2, side: 'home', player: '张三', score: [1, 0] },
    },
    stats(119, [0, 1], [1, 0], [1, 0]),
  ];

  it('folds one point a minute, the goal marked and the probability moved', () => {
    const t = footballTrend(steps, rngFor(1, 'shots', 1));
    // company 1's last price before kick-off counts, not its first
    const c1 = impliedProbability(2.2, 3.4, 3.4)!;
    const c3 = impliedProbability(2.1, 3.4, 3.6)!;
    expect(t.prematch.home).toBeCloseTo((c1.home + c3.home) / 2, 3);
    expect(t.minutes.map((m) => m.minute)).toEqual([1, 2]);
    // minute 1: home 2 dangerous → gap 2, 100·tanh(0.5) = 46; minute 2: home shot on target 3, away
    // 1 + corner 1.5 → gap 0.5, smoothed 0.5 + 0.5·2 = 1.5 → 100·tanh(0.375) = 36
    expect(t.minutes.map((m) => m.momentum)).toEqual([46, 36]);
    expect(t.marks).toEqual([{ minute: 2, side: 'home', type: 'goal', player: '张三' }]);
    expect(t.minutes[1]!.home).toBeGreaterThan(t.minutes[0]!.home + 0.2);
    expect(t.current.home).toBeCloseTo(t.minutes[1]!.home, 2);
    // minute 2's home shot is the goal; the away side has not shot
    expect(t.shots).toEqual([expect.objectContaining({ minute: 2, side: 'home', outcome: 'goal' })]);
    expect(t.xg[0]).toBeCloseTo(t.shots[0]!.xg, 2);
    expect(t.xg[1]).toBe(0);
  });

  it('places the same shots on every fold, so a late joiner sees the same map', () => {
    const fx = demoFixture(7, 1_800_000_000);
    const script = footballScript({ ...fx, fate: 'normal' });
    const cut = script.steps.findIndex((s) => s.at > 50 * 60);
    const early = footballTrend(script.steps.slice(0, cut), rngFor(7, 'shots', fx.id));
    const full = footballTrend(script.steps, rngFor(7, 'shots', fx.id));
    expect(full.shots.slice(0, early.shots.length)).toEqual(early.shots);
    const counted = script.steps.reduce((n, s) => n + (s.k === 'stats' ? s.d.shots[0] + s.d.shots[1] : 0), 0);
    expect(full.shots).toHaveLength(counted);
    const scored = script.steps.filter((s) => s.k === 'incident' && ['goal', 'penalty'].includes(s.inc.type));
    expect(full.shots.filter((x) => x.outcome === 'goal' || x.outcome === 'cancelled')).toHaveLength(scored.length);
  });

  it('labels stoppage minutes as the incidents do and is certain at full time', () => {
    const fx = demoFixture(7, 1_800_000_000);
    const script = footballScript({ ...fx, fate: 'normal' });
    const t = footballTrend(script.steps, rngFor(7, 'shots', fx.id));
    expect(t.minutes.length).toBe(script.steps.filter((s) => s.k === 'stats').length);
    expect(t.minutes[45]).toMatchObject({ minute: 45, extra: 1 });
    expect(t.minutes.some((m) => m.minute === 46 && m.extra === undefined)).toBe(true);
    const final = script.steps.filter((s) => s.k === 'incident' && s.inc.score).pop();
    const [h, a] = final && final.k === 'incident' && final.inc.score ? final.inc.score : [0, 0];
    const certain = h > a ? 'home' : h < a ? 'away' : 'draw';
    expect(t.current[certain]).toBe(1);
    expect(t.minutes[t.minutes.length - 1]![certain]).toBe(1);
    expect(t.minutes.every((m) => Math.abs(m.home + m.draw + m.away - 1) < 0.003)).toBe(true);
    expect(t.minutes.every((m) => m.momentum >= -100 && m.momentum <= 100)).toBe(true);
  });

  it('starts from the pre-match prices before kick-off', () => {
    const t = footballTrend(steps.slice(0, 3), rngFor(1, 'shots', 1));
    expect(t.minutes).toEqual([]);
    expect(t.current).toEqual(t.prematch);
  });
});
