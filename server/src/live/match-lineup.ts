/**
 * 阵容 and 评分 (docs/match-models.md §4–5): both team sheets (formation.ts) with each player's
 * goals, cards and substitution marked, and a rating from what he has done, as a pure fold of the
 * match's script steps up to the engine's cursor. The script counts each side's shots and attacks
 * per minute; who took a shot, made the key pass or the tackle is drawn from the match seed's own
 * 'ratings' stream, so a restart or a late joiner gets the same numbers.
 */
import {
  FOOTBALL_STATUS as FS,
  LINEUP_PUBLISH_BEFORE_S,
  RATED_AFTER_MINUTES,
  type FootballLineup,
  type LineupMark,
  type LineupPlayer,
  type LineupSide,
  type PlayerMatchStats,
} from '@kickoff/shared/contracts';
import { teamSheet } from './formation';
import { rngFor, type Rng } from './prng';
import { coachOf, type Player } from './reference/clubs';
import type { Fixture, ScriptStep } from './types';

type Side = 'home' | 'away';

/** Everything the rating reads besides the stats: the position and the disciplinary record. */
export interface RatingInput extends PlayerMatchStats {
  position: string;
  yellow: boolean;
  sentOff: boolean;
  ownGoals: number;
  penaltiesMissed: number;
}

/** The model's weights (docs/match-models.md §5). */
const RATING = {
  base: 6.5,
  /** for being on the pitch, in proportion to minutes up to 90 */
  presence: 0.3,
  goal: 1.0,
  assist: 0.6,
  shot: 0.05,
  onTarget: 0.1,
  keyPass: 0.1,
  tackle: 0.07,
  save: 0.25,
  /** per goal let in while on the pitch */
  concededKeeper: -0.3,
  concededDefender: -0.15,
  /** no goal let in while on the pitch, in proportion to minutes up to 90 */
  cleanSheetKeeper: 0.5,
  cleanSheetDefender: 0.3,
  yellow: -0.3,
  sentOff: -1.5,
  ownGoal: -1.0,
  penaltyMissed: -0.7,
  min: 6.0,
  max: 10.0,
} as const;

/** The unrounded score behind a rating (the man of the match is the highest). */
function ratingScore(p: RatingInput): number {
  const share = Math.min(p.minutes, 90) / 90;
  const keeper = p.position === '门将';
  const defender = p.position === '后卫';
  let r = RATING.base + RATING.presence * share;
  r += p.goals * RATING.goal + p.assists * RATING.assist;
  r += p.shots * RATING.shot + p.onTarget * RATING.onTarget + p.keyPasses * RATING.keyPass;
  r += p.tackles * RATING.tackle + p.saves * RATING.save;
  if (keeper || defender) {
    r += p.conceded * (keeper ? RATING.concededKeeper : RATING.concededDefender);
    if (p.conceded === 0) r += share * (keeper ? RATING.cleanSheetKeeper : RATING.cleanSheetDefender);
  }
  if (p.yellow) r += RATING.yellow;
  if (p.sentOff) r += RATING.sentOff;
  r += p.ownGoals * RATING.ownGoal + p.penaltiesMissed * RATING.penaltyMissed;
  return r;
}

/** 6.0–10.0 with one decimal. */
export function playerRating(p: RatingInput): number {
  const r = Math.min(RATING.max, Math.max(RATING.min, ratingScore(p)));
  return Math.round(r * 10) / 10;
}

/** Who takes a side's shots, makes its key passes and its tackles, by position. */
const SHOOTER = { 前锋: 5, 中场: 2.5, 后卫: 0.7, 门将: 0 } as const;
const PASSER = { 前锋: 2, 中场: 3, 后卫: 1, 门将: 0 } as const;
const DEFENDER = { 前锋: 0.5, 中场: 2, 后卫: 3, 门将: 0.2 } as const;
/** Shares: a shot on target / off target set up by a key pass; an opponent's attack ending in a tackle. */
const KEY_PASS_ON = 0.5;
const KEY_PASS_OFF = 0.3;
const TACKLE_SHARE = 0.45;

interface Entry {
  player: Player;
  side: Side;
  slot?: { line: number; col: number };
  on: boolean;
  appeared: boolean;
  stats: PlayerMatchStats;
  marks: LineupMark[];
  yellow: boolean;
  sentOff: boolean;
  ownGoals: number;
  penaltiesMissed: number;
}

function pick(entries: readonly Entry[], rng: Rng, weights: Record<string, number>): Entry | undefined {
  const total = entries.reduce((t, e) => t + (weights[e.player.position] ?? 0), 0);
  if (total <= 0) return undefined;
  let r = rng.next() * total;
  for (const e of entries) {
    r -= weights[e.player.position] ?? 0;
    if (r <= 0 && (weights[e.player.position] ?? 0) > 0) return e;
  }
  return entries.findLast((e) => (weights[e.player.position] ?? 0) > 0);
}

const zero = (): PlayerMatchStats => ({
  minutes: 0,
  goals: 0,
  assists: 0,
  shots: 0,
  onTarget: 0,
  keyPasses: 0,
  tackles: 0,
  saves: 0,
  conceded: 0,
});

/**
 * The lineup at `nowS` (unix seconds) with the steps applied so far (`steps` is the script up to
 * the match's cursor). Before publication, and for a match called off, the sides are null.
 */
export function footballLineup(fx: Fixture, steps: readonly ScriptStep[], nowS: number): FootballLineup {
  const publishAt = fx.ot - LINEUP_PUBLISH_BEFORE_S;
  const calledOff = fx.fate === 'postponed' || fx.fate === 'cancelled' || fx.fate === 'tbd';
  // a fed match (football-data.org) comes without team sheets: none is made up for it
  if (nowS < publishAt || calledOff || fx.source)
    return { published: false, publishAt, home: null, away: null, rated: false, manOfTheMatch: null };

  const sheets = { home: teamSheet(fx.seed, fx.id, fx.homeId), away: teamSheet(fx.seed, fx.id, fx.awayId) };
  const entries: Record<Side, Entry[]> = { home: [], away: [] };
  for (const side of ['home', 'away'] as const) {
    const sheet = sheets[side];
    const add = (player: Player, starter: boolean, slot?: { line: number; col: number }) =>
      entries[side].push({
        player,
        side,
        ...(slot ? { slot } : {}),
        on: starter,
        appeared: starter,
        stats: zero(),
        marks: [],
        yellow: false,
        sentOff: false,
        ownGoals: 0,
        penaltiesMissed: 0,
      });
    sheet.starters.forEach((p, i) => add(p, true, sheet.slots[i]));
    sheet.bench.forEach((p) => add(p, false));
  }
  const byName = (side: Side, name: string | undefined) => entries[side].find((e) => e.player.name === name);
  const onPitch = (side: Side) => entries[side].filter((e) => e.on);
  const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
  const rng = rngFor(fx.seed, 'ratings', fx.id);

  let played = 0;
  let status: number = FS.NOT_STARTED;
  /** goals (of any kind) each side scored in the minute being played: their shots are already counted */
  let scoredNow: Record<Side, number> = { home: 0, away: 0 };
  /** the side's last goal, undone when VAR takes it back */
  const lastGoal: Partial<Record<Side, { scorer?: Entry; assist?: Entry; ownGoal?: Entry; conceders: Entry[] }>> = {};

  const concede = (side: Side) => {
    const conceders = onPitch(side).filter((e) => e.player.position === '门将' || e.player.position === '后卫');
    for (const e of conceders) e.stats.conceded += 1;
    return conceders;
  };

  for (const step of steps) {
    if (step.k === 'status') status = step.s;
    else if (step.k === 'incident') {
      const inc = step.inc;
      const at = { minute: inc.minute, ...(inc.extra ? { extra: inc.extra } : {}) };
      const s = inc.side;
      const me = byName(s, inc.player);
      if (inc.type === 'goal' || inc.type === 'penalty') {
        scoredNow[s] += 1;
        const assist = inc.type === 'goal' ? byName(s, inc.player2) : undefined;
        if (me) {
          me.stats.goals += 1;
          me.stats.shots += 1;
          me.stats.onTarget += 1;
          me.marks.push({ type: inc.type, ...at });
        }
        if (assist) {
          assist.stats.assists += 1;
          assist.stats.keyPasses += 1;
          assist.marks.push({ type: 'assist', ...at });
        }
        lastGoal[s] = { ...(me ? { scorer: me } : {}), ...(assist ? { assist } : {}), conceders: concede(other(s)) };
      } else if (inc.type === 'own_goal') {
        scoredNow[s] += 1;
        const og = byName(other(s), inc.player);
        if (og) {
          og.ownGoals += 1;
          og.marks.push({ type: 'own_goal', ...at });
        }
        lastGoal[s] = { ...(og ? { ownGoal: og } : {}), conceders: concede(other(s)) };
      } else if (inc.type === 'goal_cancelled') {
        const g = lastGoal[s];
        if (g?.scorer) {
          g.scorer.stats.goals -= 1;
          const k = g.scorer.marks.findLastIndex((m) => m.type === 'goal' || m.type === 'penalty');
          if (k >= 0) g.scorer.marks.splice(k, 1);
        }
        if (g?.assist) {
          g.assist.stats.assists -= 1;
          const k = g.assist.marks.findLastIndex((m) => m.type === 'assist');
          if (k >= 0) g.assist.marks.splice(k, 1);
        }
        if (g?.ownGoal) {
          g.ownGoal.ownGoals -= 1;
          const k = g.ownGoal.marks.findLastIndex((m) => m.type === 'own_goal');
          if (k >= 0) g.ownGoal.marks.splice(k, 1);
        }
        for (const e of g?.conceders ?? []) e.stats.conceded -= 1;
        delete lastGoal[s];
      } else if (inc.type === 'penalty_missed') {
        if (me) {
          me.penaltiesMissed += 1;
          me.stats.shots += 1;
          me.stats.onTarget += 1;
        }
        const keeper = onPitch(other(s)).find((e) => e.player.position === '门将');
        if (keeper) keeper.stats.saves += 1;
      } else if (inc.type === 'yellow' && me) {
        me.yellow = true;
        me.marks.push({ type: 'yellow', ...at });
      } else if ((inc.type === 'second_yellow' || inc.type === 'red') && me) {
        me.sentOff = true;
        me.on = false;
        me.marks.push({ type: inc.type, ...at });
      } else if (inc.type === 'substitution') {
        const incoming = byName(s, inc.player2);
        if (me) {
          me.on = false;
          me.marks.push({ type: 'sub_out', ...at });
        }
        if (incoming) {
          incoming.on = true;
          incoming.appeared = true;
          incoming.marks.push({ type: 'sub_in', ...at });
        }
      }
    } else if (step.k === 'stats') {
      for (const s of ['home', 'away'] as const) {
        const i = s === 'home' ? 0 : 1;
        const mine = onPitch(s);
        for (const e of mine) e.stats.minutes += 1;
        const shoot = (onTarget: boolean) => {
          const shooter = pick(mine, rng, SHOOTER);
          if (!shooter) return;
          shooter.stats.shots += 1;
          if (onTarget) {
            shooter.stats.onTarget += 1;
            const keeper = onPitch(other(s)).find((e) => e.player.position === '门将');
            if (keeper) keeper.stats.saves += 1;
          }
          if (rng.chance(onTarget ? KEY_PASS_ON : KEY_PASS_OFF)) {
            const passer = pick(
              mine.filter((e) => e !== shooter),
              rng,
              PASSER,
            );
            if (passer) passer.stats.keyPasses += 1;
          }
        };
        // the minute's goals were on-target shots already given to their scorers (a penalty adds one shot)
        for (let k = Math.max(0, step.d.onTarget[i] - scoredNow[s]); k > 0; k--) shoot(true);
        for (let k = Math.max(0, step.d.shots[i] - step.d.onTarget[i]); k > 0; k--) shoot(false);
        const defenders = onPitch(other(s));
        for (let k = step.d.attacks[i]; k > 0; k--) {
          if (!rng.chance(TACKLE_SHARE)) continue;
          const tackler = pick(defenders, rng, DEFENDER);
          if (tackler) tackler.stats.tackles += 1;
        }
      }
      scoredNow = { home: 0, away: 0 };
      played += 1;
    }
  }

  const rated = played >= RATED_AFTER_MINUTES;
  const view = (e: Entry): LineupPlayer => ({
    id: e.player.id,
    name: e.player.name,
    number: e.player.number,
    position: e.player.position,
    ...(e.slot ? { line: e.slot.line, col: e.slot.col } : {}),
    rating: rated && e.appeared ? playerRating(input(e)) : null,
    marks: e.marks,
    stats: e.stats,
  });
  const sideView = (s: Side): LineupSide => ({
    teamId: s === 'home' ? fx.homeId : fx.awayId,
    formation: sheets[s].formation,
    coach: coachOf(s === 'home' ? fx.homeId : fx.awayId),
    starters: entries[s].filter((e) => e.slot).map(view),
    substitutes: entries[s].filter((e) => !e.slot).map(view),
  });
  let manOfTheMatch: number | null = null;
  if (status === FS.FINISHED && rated) {
    let best = -Infinity;
    for (const e of [...entries.home, ...entries.away]) {
      if (!e.appeared) continue;
      const score = ratingScore(input(e));
      if (score > best) {
        best = score;
        manOfTheMatch = e.player.id;
      }
    }
  }
  return { published: true, publishAt, home: sideView('home'), away: sideView('away'), rated, manOfTheMatch };
}

function input(e: Entry): RatingInput {
  return {
    ...e.stats,
    position: e.player.position,
    yellow: e.yellow,
    sentOff: e.sentOff,
    ownGoals: e.ownGoals,
    penaltiesMissed: e.penaltiesMissed,
  };
}
