/**
 * 篮球阵容与数据统计: each side's starting five and bench with every player's points, rebounds,
 * assists and minutes, as a pure fold of the game's script steps up to the engine's cursor. The
 * script counts team deltas only; who shot, rebounded or passed is drawn from the seed's own
 * 'bb-players' stream (weighted by playing time and position), so the script's own sequence is
 * untouched and a restart or a late joiner gets the same lines.
 */
import {
  BASKETBALL_STATUS as BS,
  type BasketballBoxScore,
  type BoxScorePlayer,
  type BoxScoreSide,
} from '@kickoff/shared/contracts';
import { CLOCK_STRETCH, quarterSeconds } from './basketball-script';
import { rngFor, type Rng } from './prng';
import { squadOf, type Player } from './reference/clubs';
import type { Fixture, ScriptStep } from './types';

type Side = 'home' | 'away';

/** The starting five by position, in this order; short positions are filled from the squad's order. */
const FIVE = ['后卫', '后卫', '前锋', '前锋', '中锋'] as const;
/** A starter's minutes of a full game (of 48), drawn per game. */
export const STARTER_MINUTES = { min: 30, max: 36 } as const;
/** The bench's share of the minutes left over, first man off the bench first. */
const BENCH_WEIGHTS = [6, 5, 4, 3, 2, 1.2, 0.8, 0.5];
const BENCH_TAIL = 0.3;
/** Per position: taking a shot, a three in particular, a rebound, the assist. */
const SHOOT: Record<string, number> = { 后卫: 1.1, 前锋: 1.05, 中锋: 0.9 };
const THREE: Record<string, number> = { 后卫: 1.5, 前锋: 1, 中锋: 0.25 };
const REBOUND: Record<string, number> = { 后卫: 0.55, 前锋: 1.2, 中锋: 2.2 };
const ASSIST: Record<string, number> = { 后卫: 2.2, 前锋: 0.9, 中锋: 0.6 };
const OVERTIME_SECONDS = 300;

interface Entry {
  player: Player;
  starter: boolean;
  /** share of the side's five places on the floor: the side's shares add up to 5 */
  share: number;
  line: BoxScorePlayer;
}

/** The starting five (by position) and the bench, in squad order. */
function startingFive(squad: readonly Player[]): { starters: Player[]; bench: Player[] } {
  const starters: Player[] = [];
  for (const position of FIVE) {
    const p = squad.find((x) => x.position === position && !starters.includes(x));
    if (p) starters.push(p);
  }
  for (const p of squad) if (starters.length < 5 && !starters.includes(p)) starters.push(p);
  return { starters, bench: squad.filter((p) => !starters.includes(p)) };
}

function sideEntries(teamId: number, rng: Rng): Entry[] {
  const { starters, bench } = startingFive(squadOf(teamId));
  const line = (p: Player): BoxScorePlayer => ({
    id: p.id,
    name: p.name,
    number: p.number,
    position: p.position,
    points: 0,
    rebounds: 0,
    assists: 0,
    minutes: 0,
    fgm: 0,
    fga: 0,
    tpm: 0,
    tpa: 0,
  });
  const out: Entry[] = starters.map((p) => ({
    player: p,
    starter: true,
    share: rng.int(STARTER_MINUTES.min, STARTER_MINUTES.max) / 48,
    line: line(p),
  }));
  const left = Math.max(0, 5 - out.reduce((t, e) => t + e.share, 0));
  const weights = bench.map((_, i) => BENCH_WEIGHTS[i] ?? BENCH_TAIL);
  const total = weights.reduce((t, w) => t + w, 0);
  bench.forEach((p, i) =>
    out.push({ player: p, starter: false, share: total ? (left * (weights[i] ?? 0)) / total : 0, line: line(p) }),
  );
  return out;
}

function pick(entries: readonly Entry[], rng: Rng, weight: (e: Entry) => number): Entry | undefined {
  const total = entries.reduce((t, e) => t + weight(e), 0);
  if (total <= 0) return entries[0];
  let r = rng.next() * total;
  for (const e of entries) {
    r -= weight(e);
    if (r <= 0 && weight(e) > 0) return e;
  }
  return entries.findLast((e) => weight(e) > 0);
}

/**
 * Whole minutes per player for `seconds` of game clock: each player's share of it, rounded so that
 * the side's minutes add up to five times the game minutes (largest remainders round up).
 */
export function allotMinutes(shares: readonly number[], seconds: number): number[] {
  const exact = shares.map((s) => (s * seconds) / 60);
  const out = exact.map(Math.floor);
  let rest = Math.round((5 * seconds) / 60) - out.reduce((t, m) => t + m, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    rest -= 1;
  }
  return out;
}

const PERIOD_LIVE = new Set<number>([BS.Q1, BS.Q2, BS.Q3, BS.Q4, BS.OVERTIME]);
const PERIOD_OVER = new Set<number>([BS.Q1_END, BS.Q2_END, BS.Q3_END, BS.FINISHED]);

/**
 * The box score with the steps applied so far (`steps` is the script up to the match's cursor).
 * A fed match and one called off have no team sheets: published false.
 */
export function basketballBoxScore(fx: Fixture, steps: readonly ScriptStep[]): BasketballBoxScore {
  const calledOff = fx.fate === 'postponed' || fx.fate === 'cancelled' || fx.fate === 'tbd';
  if (calledOff || fx.source) return { published: false, home: null, away: null };

  const rng = rngFor(fx.seed, 'bb-players', fx.id);
  const entries: Record<Side, Entry[]> = { home: sideEntries(fx.homeId, rng), away: sideEntries(fx.awayId, rng) };
  const qLen = quarterSeconds(fx.leagueId);

  // the game clock: whole periods played, and the one under way (frozen while interrupted)
  let completed = 0;
  let periodStart: number | null = null;
  let periodLen = 0;
  let frozen: number | null = null;
  let lastAt = 0;
  const inPeriod = (at: number) =>
    periodStart === null ? 0 : (frozen ?? Math.min(periodLen, Math.max(0, (at - periodStart) / CLOCK_STRETCH)));

  for (const step of steps) {
    lastAt = Math.max(lastAt, step.at);
    if (step.k === 'status') {
      if (PERIOD_LIVE.has(step.s)) {
        if (frozen !== null && periodStart !== null) {
          // play resumes where the clock stopped
          periodStart = step.at - frozen * CLOCK_STRETCH;
          frozen = null;
        } else {
          if (periodStart !== null) completed += periodLen;
          periodStart = step.at;
          periodLen = step.s === BS.OVERTIME ? OVERTIME_SECONDS : qLen;
        }
      } else if (step.s === BS.INTERRUPTED) {
        frozen = inPeriod(step.at);
      } else if (PERIOD_OVER.has(step.s) && periodStart !== null) {
        completed += periodLen;
        periodStart = null;
        frozen = null;
      }
      continue;
    }
    if (step.k !== 'points') continue;
    const mine = entries[step.side];
    const d = step.d;
    const fga = d.fga ?? 0;
    const fta = d.fta ?? 0;
    if (fga > 0 || fta > 0 || step.pts > 0) {
      const three = (d.tpa ?? 0) > 0;
      // drawn even for a shot the commentary names, so every other line stays as it was
      const drawn = pick(
        mine,
        rng,
        (e) => e.share * (SHOOT[e.player.position] ?? 1) * (three ? (THREE[e.player.position] ?? 1) : 1),
      );
      const shooter = mine.find((e) => e.player.id === step.by) ?? drawn;
      if (shooter) {
        const l = shooter.line;
        l.points += step.pts;
        l.fgm += d.fgm ?? 0;
        l.fga += fga;
        l.tpm += d.tpm ?? 0;
        l.tpa += d.tpa ?? 0;
        if (d.assists) {
          const passer = pick(
            mine.filter((e) => e !== shooter),
            rng,
            (e) => e.share * (ASSIST[e.player.position] ?? 1),
          );
          if (passer) passer.line.assists += d.assists;
        }
      }
    } else if (d.assists) {
      const passer = pick(mine, rng, (e) => e.share * (ASSIST[e.player.position] ?? 1));
      if (passer) passer.line.assists += d.assists;
    }
    if (d.rebounds) {
      const rebounder = pick(mine, rng, (e) => e.share * (REBOUND[e.player.position] ?? 1));
      if (rebounder) rebounder.line.rebounds += d.rebounds;
    }
  }

  const seconds = completed + inPeriod(lastAt);
  const sideView = (s: Side): BoxScoreSide => {
    const list = entries[s];
    const minutes = allotMinutes(
      list.map((e) => e.share),
      seconds,
    );
    list.forEach((e, i) => (e.line.minutes = minutes[i] ?? 0));
    return {
      teamId: s === 'home' ? fx.homeId : fx.awayId,
      starters: list.filter((e) => e.starter).map((e) => e.line),
      bench: list.filter((e) => !e.starter).map((e) => e.line),
    };
  };
  return { published: true, home: sideView('home'), away: sideView('away') };
}
