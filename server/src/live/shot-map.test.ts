/** The xG model's worked examples (docs/match-models.md §3) and how shots are drawn from the counts. */
import { goalAngle, minuteShots, PENALTY_XG, placeShot, xgOf } from './shot-map';
import { rngFor } from './prng';

describe('xG', () => {
  it('reads the goal mouth angle from a spot', () => {
    // 11 m straight out: atan2(7.32·11, 121 − 13.40) = 0.642 rad (36.8°)
    expect(goalAngle(11, 0)).toBeCloseTo(0.642, 3);
    // on the six-yard line the mouth fills more than a right angle's worth when close in
    expect(goalAngle(2, 0)).toBeGreaterThan(Math.PI / 2);
  });

  it('gives the worked examples', () => {
    // −1 − 0.1·11 + 1.2·0.642 = −1.330 → 0.209
    expect(xgOf({ x: 11, y: 0, kind: 'foot' })).toBe(0.209);
    expect(xgOf({ x: 6, y: 0, kind: 'foot' })).toBe(0.429);
    expect(xgOf({ x: 25, y: 0, kind: 'foot' })).toBe(0.041);
    expect(xgOf({ x: 11, y: 0, kind: 'head' })).toBe(0.089);
    expect(xgOf({ x: 11, y: 0, kind: 'penalty' })).toBe(PENALTY_XG);
  });

  it('is lower further out and wider', () => {
    expect(xgOf({ x: 16, y: 0, kind: 'foot' })).toBeLessThan(xgOf({ x: 12, y: 0, kind: 'foot' }));
    expect(xgOf({ x: 8, y: 15, kind: 'foot' })).toBeLessThan(xgOf({ x: 8, y: 0, kind: 'foot' }));
  });
});

describe('shots from the counts', () => {
  it('makes one shot per counted shot with the counted outcomes', () => {
    const shots = minuteShots(rngFor(1, 'shots', 1), { minute: 30 }, 'away', {
      shots: 5,
      onTarget: 3,
      goals: 1,
      penalties: 1,
    });
    expect(shots.map((s) => s.outcome)).toEqual(['goal', 'goal', 'saved', 'off', 'off']);
    expect(shots[0]).toMatchObject({ kind: 'penalty', x: 11, y: 0, xg: PENALTY_XG });
    expect(shots.every((s) => s.side === 'away' && s.minute === 30)).toBe(true);
  });

  it('puts goals closer in than misses on average', () => {
    const rng = rngFor(3, 'place');
    const mean = (o: 'goal' | 'off') =>
      Array.from({ length: 400 }, () => {
        const p = placeShot(rng, o, false);
        return Math.hypot(p.x, p.y);
      }).reduce((a, b) => a + b, 0) / 400;
    expect(mean('goal')).toBeLessThan(mean('off') - 8);
  });
});
