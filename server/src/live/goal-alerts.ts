/**
 * Goal alerts and their sequence. An alert's `seq` is the goal's time (ms: the fixture's kick-off
 * plus the script step's offset — a pure function, the same on every node and after a restart)
 * × 1000 + the match id's last three digits (unique among a day's football fixtures). It is
 * stored with the incident (`live_incidents.goal_seq`), so `GET /api/live/goal-alerts?after=`
 * answers any node's clients from the database: the alerts a client missed while its socket was
 * down, oldest first.
 */
import { sql } from 'kysely';
import {
  GOAL_REFILL_MAX,
  GOAL_REFILL_WINDOW_MS,
  type GoalAlert,
  type GoalAlertPage,
  type Incident,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { leagueRef, teamRef } from './views';

export const GOAL_TYPES: ReadonlySet<string> = new Set(['goal', 'own_goal', 'penalty', 'goal_cancelled']);

/** The sequence of a goal at `atMs` (unix ms) in match `matchId`. */
export function goalSeq(atMs: number, matchId: number): number {
  return Math.round(atMs) * 1000 + (matchId % 1000);
}

/** The goal time (unix ms) a sequence encodes. */
function goalSeqTime(seq: number): number {
  return Math.floor(seq / 1000);
}

interface MatchTeams {
  id: number;
  leagueId: number;
  homeId: number;
  awayId: number;
}

export function goalAlertOf(m: MatchTeams, inc: Incident, seq: number): GoalAlert {
  return {
    matchId: m.id,
    league: leagueRef(m.leagueId).name,
    home: teamRef(m.homeId).name,
    away: teamRef(m.awayId).name,
    side: inc.side,
    // the bare minute, as `timIng` (64, 45+2): every client writes the mark with minuteMark
    minute: inc.extra ? `${inc.minute}+${inc.extra}` : String(inc.minute),
    score: inc.score ? [inc.score[0], inc.score[1]] : [0, 0],
    player: inc.player,
    cancelled: inc.type === 'goal_cancelled',
    seq,
    at: goalSeqTime(seq),
  };
}

/** Where the refill reads stored goals from (the database; tests may pass their own). */
export interface GoalLog {
  /** stored alerts with seq > after, at most `limit`, oldest first */
  after(after: number, limit: number): Promise<GoalAlert[]>;
  /** the newest stored alert's seq, 0 when none */
  head(): Promise<number>;
}

interface GoalRow {
  match_id: number;
  body: unknown;
  goal_seq: string | number;
  league_id: number;
  home_id: number;
  away_id: number;
}

export function dbGoalLog(db: Db): GoalLog {
  return {
    async after(after, limit) {
      const { rows } = await sql<GoalRow>`
        SELECT i.match_id, i.body, i.goal_seq, m.league_id, m.home_id, m.away_id
        FROM live_incidents i JOIN live_matches m ON m.id = i.match_id
        WHERE i.goal_seq > ${after}
        ORDER BY i.goal_seq
        LIMIT ${limit}`.execute(db);
      return rows.map((r) =>
        goalAlertOf(
          { id: r.match_id, leagueId: r.league_id, homeId: r.home_id, awayId: r.away_id },
          (typeof r.body === 'string' ? JSON.parse(r.body) : r.body) as Incident,
          Number(r.goal_seq),
        ),
      );
    },
    async head() {
      const { rows } = await sql<{ head: string | number | null }>`
        SELECT max(goal_seq) AS head FROM live_incidents`.execute(db);
      return Number(rows[0]?.head ?? 0);
    },
  };
}

/**
 * The answer to `?after=`: alerts after it from the last GOAL_REFILL_WINDOW_MS (server time), at
 * most GOAL_REFILL_MAX; without `after`, none (a fresh client only learns where the log stands).
 */
export async function goalAlertPage(log: GoalLog, after: number | undefined, now: number): Promise<GoalAlertPage> {
  const head = await log.head();
  if (after === undefined) return { list: [], head, now };
  const from = Math.max(after, goalSeq(now - GOAL_REFILL_WINDOW_MS, 0) - 1);
  return { list: await log.after(from, GOAL_REFILL_MAX), head, now };
}
