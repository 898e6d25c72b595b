/** 篮球阵容与数据统计: the players' lines add up to the team stats, starters play and score more, minutes follow the clock. */
import { BASKETBALL_STATUS as BS, type BoxScoreSide } from '@kickoff/shared/contracts';
import { basketballScript } from './basketball-script';
import { STARTER_MINUTES, allotMinutes, basketballBoxScore } from './box-score';
import { squadOf, teamById } from './reference/clubs';
import { scheduleDay } from './schedule';
import type { Fixture, ScriptStep } from './types';

const SEED = 42;
const DATE = '2026-03-10';
const fixtures = scheduleDay(SEED, DATE, 'basketball', '2026-03-01').map((fx) => ({ ...fx, fate: 'normal' as const }));
const nba = fixtures.filter((fx) => fx.leagueId === 1);

const players = (side: BoxScoreSide) => [...side.starters, ...side.bench];
const sum = (side: BoxScoreSide, k: 'points' | 'rebounds' | 'assists' | 'minutes' | 'fgm' | 'fga') =>
  players(side).reduce((t, p) => t + p[k], 0);

/** The team totals the match's statistics show: the sum of the script's deltas (match-runtime.ts). */
function teamTotals(steps: readonly ScriptStep[], side: 'home' | 'away') {
  const t = { points: 0, rebounds: 0, assists: 0, fgm: 0, fga: 0 };
  for (const s of steps) {
    if (s.k !== 'points' || s.side !== side) continue;
    t.points += s.pts;
    t.rebounds += s.d.rebounds ?? 0;
    t.assists += s.d.assists ?? 0;
    t.fgm += s.d.fgm ?? 0;
    t.fga += s.d.fga ?? 0;
  }
  return t;
}

const upTo = (fx: Fixture, pred: (s: ScriptStep) => boolean) => {
  const steps = basketballScript(fx).steps;
  const i = steps.findIndex(pred);
  return steps.slice(0, i + 1);
};

describe('allotMinutes (worked examples)', () => {
  it('gives whole minutes that add up to five times the game minutes', () => {
    // five equal shares of a 48-minute game
    expect(allotMinutes([1, 1, 1, 1, 1], 2880)).toEqual([48, 48, 48, 48, 48]);
    // 90 s: 3.75 minutes each, 7.5 → 8 in all, the larger remainders round up first
    expect(allotMinutes([2.5, 2.5], 90)).toEqual([4, 4]);
    // 10 minutes: 0.7 × 10 = 7 for each starter, the bench man the 15 left
    expect(allotMinutes([0.7, 0.7, 0.7, 0.7, 0.7, 1.5], 600)).toEqual([7, 7, 7, 7, 7, 15]);
    expect(allotMinutes([1, 1, 1, 1, 1], 0)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('basketball box score', () => {
  it('has games to check', () => {
    expect(fixtures.length).toBeGreaterThan(3);
    expect(nba.length).toBeGreaterThan(0);
  });

  it("adds up exactly to each team's points, rebounds, assists and field goals at full time", () => {
    for (const fx of fixtures) {
      const steps = basketballScript(fx).steps;
      const box = basketballBoxScore(fx, steps);
      for (const side of ['home', 'away'] as const) {
        const s = box[side]!;
        const want = teamTotals(steps, side);
        expect({
          points: sum(s, 'points'),
          rebounds: sum(s, 'rebounds'),
          assists: sum(s, 'assists'),
          fgm: sum(s, 'fgm'),
          fga: sum(s, 'fga'),
        }).toEqual(want);
        expect(want.points).toBeGreaterThan(30);
      }
    }
  });

  it('plays the starters 30–36 of 48 minutes, the bench the rest, and they score more', () => {
    let starterPoints = 0;
    let benchPoints = 0;
    for (const fx of nba) {
      const steps = basketballScript(fx).steps;
      const overtime = steps.some((s) => s.k === 'status' && s.s === BS.OVERTIME);
      const box = basketballBoxScore(fx, steps);
      for (const side of ['home', 'away'] as const) {
        const s = box[side]!;
        const gameMinutes = overtime ? sum(s, 'minutes') / 5 : 48;
        expect(sum(s, 'minutes')).toBe(5 * gameMinutes);
        if (!overtime)
          for (const p of s.starters) {
            expect(p.minutes).toBeGreaterThanOrEqual(STARTER_MINUTES.min);
            expect(p.minutes).toBeLessThanOrEqual(STARTER_MINUTES.max);
          }
        const leastStarter = Math.min(...s.starters.map((p) => p.minutes));
        for (const p of s.bench) expect(p.minutes).toBeLessThan(leastStarter);
        starterPoints += s.starters.reduce((t, p) => t + p.points, 0);
        benchPoints += s.bench.reduce((t, p) => t + p.points, 0);
      }
    }
    expect(starterPoints).toBeGreaterThan(1.5 * benchPoints);
  });

  it('follows the clock live: 24 minutes each at half time, and no line goes down', () => {
    const fx = nba[0]!;
    const half = upTo(fx, (s) => s.k === 'status' && s.s === BS.Q2_END);
    const atHalf = basketballBoxScore(fx, half);
    const full = basketballBoxScore(fx, basketballScript(fx).steps);
    for (const side of ['home', 'away'] as const) {
      expect(sum(atHalf[side]!, 'minutes')).toBe(5 * 24);
      const later = players(full[side]!);
      players(atHalf[side]!).forEach((p, i) => {
        expect(later[i]!.id).toBe(p.id);
        expect(later[i]!.points).toBeGreaterThanOrEqual(p.points);
        expect(later[i]!.rebounds).toBeGreaterThanOrEqual(p.rebounds);
        expect(later[i]!.minutes).toBeGreaterThanOrEqual(p.minutes);
      });
      expect(atHalf[side]).toEqual(basketballBoxScore(fx, half)[side]);
    }
    // the same seed gives the same lines; another seed other ones
    expect(basketballBoxScore(fx, basketballScript(fx).steps)).toEqual(full);
    const other = { ...fx, seed: fx.seed + 1 };
    expect(basketballBoxScore(other, basketballScript(other).steps)).not.toEqual(full);
  });

  it('credits each three the commentary names to the named player', () => {
    let named = 0;
    for (const fx of fixtures) {
      const steps = basketballScript(fx).steps;
      const box = basketballBoxScore(fx, steps);
      for (const side of ['home', 'away'] as const) {
        // "<team><player>命中三分！…": the lines naming one of this side's players, counted per player
        const team = teamById(side === 'home' ? fx.homeId : fx.awayId)!.name;
        const threesBy = new Map<string, number>();
        for (const s of steps) {
          const name = s.k === 'text' ? new RegExp(`^${team}(.+)命中三分！`).exec(s.text)?.[1] : undefined;
          if (name) threesBy.set(name, (threesBy.get(name) ?? 0) + 1);
        }
        for (const [name, n] of threesBy) {
          const line = players(box[side]!).find((p) => p.name === name);
          expect(line?.tpm).toBeGreaterThanOrEqual(n);
          named += n;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it('shows both starting fives by position with zeros before tip-off', () => {
    const fx = fixtures[0]!;
    const before = basketballScript(fx).steps.filter((s) => s.at < 0);
    const box = basketballBoxScore(fx, before);
    expect(box.published).toBe(true);
    for (const side of ['home', 'away'] as const) {
      const s = box[side]!;
      expect(s.teamId).toBe(side === 'home' ? fx.homeId : fx.awayId);
      expect(s.starters).toHaveLength(5);
      expect(s.starters.map((p) => p.position)).toEqual(['后卫', '后卫', '前锋', '前锋', '中锋']);
      expect(s.starters.length + s.bench.length).toBe(squadOf(s.teamId).length);
      for (const p of players(s)) expect([p.points, p.rebounds, p.assists, p.minutes, p.fga]).toEqual([0, 0, 0, 0, 0]);
    }
  });

  it('publishes nothing for a fed match or one called off', () => {
    const fx = fixtures[0]!;
    expect(basketballBoxScore({ ...fx, source: 'football-data' }, [])).toEqual({
      published: false,
      home: null,
      away: null,
    });
    expect(basketballBoxScore({ ...fx, fate: 'postponed' }, []).published).toBe(false);
  });
});
