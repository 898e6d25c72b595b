/**
 * Alerts that follow the fan (issue 32): which engine steps are fan events (football goal, goal
 * cancelled, red card, kick-off, half-time, full time; basketball quarter ends, final, a lead change
 * in the last two minutes), who gets them (fans following the match, or either of its teams), and
 * delivery as one FAN_ALERT per event per fan on the fan's `user:{id}` topic. Nothing is stored or
 * replayed: a fan who comes back sees the match as it is, never a backlog.
 */
import { sql } from 'kysely';
import {
  BASKETBALL_STATUS,
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS,
  LEAD_CHANGE_LAST_S,
  MessageCodes,
  type FanAlert,
  type FanAlertKind,
  type Incident,
  type ServerMessage,
  type Topic,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { CLOCK_STRETCH } from './basketball-script';
import type { MatchRuntime } from './match-runtime';
import type { ScriptStep } from './types';
import { leagueRef, teamRef } from './views';

/** A fan alert with the teams it concerns (who follows them gets it). */
export interface FanEvent {
  alert: FanAlert;
  homeId: number;
  awayId: number;
}

const GOALS: ReadonlySet<string> = new Set(['goal', 'own_goal', 'penalty']);
const REDS: ReadonlySet<string> = new Set(['red', 'second_yellow']);

const FOOTBALL_STATUS_KINDS: Partial<Record<number, FanAlertKind>> = {
  [FOOTBALL_STATUS.FIRST_HALF]: 'kick_off',
  [FOOTBALL_STATUS.HALF_TIME]: 'half_time',
  [FOOTBALL_STATUS.FINISHED]: 'full_time',
};

/** The period a basketball status ends (a quarter-end status, or the 4th/overtime ending into the next). */
const BASKETBALL_ENDS: Partial<Record<number, number>> = {
  [BASKETBALL_STATUS.Q1_END]: 1,
  [BASKETBALL_STATUS.Q2_END]: 2,
  [BASKETBALL_STATUS.Q3_END]: 3,
};

function periodLabel(period: number): string {
  return period <= 4 ? (['第一节', '第二节', '第三节', '第四节'][period - 1] ?? '') : `加时${period - 4}`;
}

/**
 * The fan event of one engine step, judged after the step was applied (`before`: the match's
 * football status or basketball score and status before it). Steps are numbered by `cursor`, their
 * index in the match's script — a pure function of the fixture — so the id is the same everywhere.
 */
export function fanEventOf(
  m: MatchRuntime,
  step: ScriptStep,
  cursor: number,
  before: { s: number; sc: [number, number] },
  inc: Incident | undefined,
  atMs: number,
): FanEvent | null {
  const base = {
    sport: m.fx.sport,
    matchId: m.fx.id,
    league: leagueRef(m.fx.leagueId).name,
    home: teamRef(m.fx.homeId).name,
    away: teamRef(m.fx.awayId).name,
    at: Math.round(atMs),
  };
  const make = (kind: FanAlertKind, rest: Omit<FanAlert, 'id' | 'kind' | keyof typeof base>): FanEvent => ({
    alert: { id: `${m.fx.id}.${kind}.${cursor}`, kind, ...base, ...rest },
    homeId: m.fx.homeId,
    awayId: m.fx.awayId,
  });
  if (m.fb) {
    const sc: [number, number] = [m.fb.sc[0], m.fb.sc[1]];
    if (step.k === 'status') {
      const kind = before.s !== step.s ? FOOTBALL_STATUS_KINDS[step.s] : undefined;
      return kind ? make(kind, { score: sc, minute: kind === 'kick_off' ? '1' : '' }) : null;
    }
    if (!inc) return null;
    const minute = inc.extra ? `${inc.minute}+${inc.extra}` : String(inc.minute);
    const who = { side: inc.side, player: inc.player, minute, score: sc };
    if (GOALS.has(inc.type)) return make('goal', who);
    if (inc.type === 'goal_cancelled') return make('goal_cancelled', who);
    if (REDS.has(inc.type)) return make('red_card', who);
    return null;
  }
  const bb = m.bb;
  if (!bb) return null;
  const sc: [number, number] = [bb.sc[0], bb.sc[1]];
  if (step.k === 'status') {
    if (before.s === step.s) return null;
    if (step.s === BASKETBALL_STATUS.FINISHED) return make('final', { score: sc, minute: '完' });
    const ended =
      BASKETBALL_ENDS[step.s] ??
      (step.s === BASKETBALL_STATUS.OVERTIME && before.s === BASKETBALL_STATUS.Q4 ? 4 : undefined);
    if (ended === undefined) return null;
    return make('quarter_end', { score: sc, minute: periodLabel(ended), period: ended });
  }
  if (step.k !== 'points') return null;
  if (bb.s !== BASKETBALL_STATUS.Q4 && bb.s !== BASKETBALL_STATUS.OVERTIME) return null;
  const left = m.phaseCap - (step.at - m.phaseFrom) / CLOCK_STRETCH;
  if (left > LEAD_CHANGE_LAST_S) return null;
  const lead = (s: [number, number]) => Math.sign(s[0] - s[1]);
  // the side that led before the basket now trails: the lead changed hands (a tie is no lead)
  if (lead(before.sc) === 0 || lead(sc) !== -lead(before.sc)) return null;
  return make('lead_change', {
    score: sc,
    minute: `${BASKETBALL_STATUS_LABELS[bb.s]} ${Math.max(0, Math.ceil(left))}秒`,
    side: lead(sc) > 0 ? 'home' : 'away',
  });
}

/** Where the fans of a batch's events are found (the database; tests may pass their own). */
export interface FollowerLookup {
  /** user ids following any of these matches or teams, with what each follows */
  followers(
    matchIds: number[],
    teamIds: number[],
  ): Promise<Array<{ userId: number; matchId?: number; teamId?: number }>>;
}

export function dbFollowers(db: Db): FollowerLookup {
  return {
    async followers(matchIds, teamIds) {
      const none = sql`(NULL)`;
      const matches = matchIds.length ? sql`(${sql.join(matchIds)})` : none;
      const teams = teamIds.length ? sql`(${sql.join(teamIds)})` : none;
      const { rows } = await sql<{ user_id: number; match_id: string | number | null; team_id: number | null }>`
        SELECT user_id, match_id, NULL::integer AS team_id FROM live_follows WHERE match_id IN ${matches}
        UNION ALL
        SELECT user_id, NULL::bigint AS match_id, team_id FROM team_follows WHERE team_id IN ${teams}`.execute(db);
      return rows.map((r) =>
        r.match_id !== null
          ? { userId: Number(r.user_id), matchId: Number(r.match_id) }
          : { userId: Number(r.user_id), teamId: Number(r.team_id) },
      );
    },
  };
}

/** Who gets which alert: each fan once per event, whether the fan follows the match, a team or both. */
export async function fanDeliveries(
  lookup: FollowerLookup,
  events: FanEvent[],
): Promise<Array<{ userId: number; alert: FanAlert }>> {
  if (events.length === 0) return [];
  const matchIds = [...new Set(events.map((e) => e.alert.matchId))];
  const teamIds = [...new Set(events.flatMap((e) => [e.homeId, e.awayId]))];
  const follows = await lookup.followers(matchIds, teamIds);
  const out: Array<{ userId: number; alert: FanAlert }> = [];
  const seen = new Set<string>();
  for (const e of events) {
    for (const f of follows) {
      const concerned =
        f.matchId === e.alert.matchId || (f.teamId !== undefined && (f.teamId === e.homeId || f.teamId === e.awayId));
      const key = `${f.userId}:${e.alert.id}`;
      if (!concerned || seen.has(key)) continue;
      seen.add(key);
      out.push({ userId: f.userId, alert: e.alert });
    }
  }
  return out;
}

interface FanAlertPublisher {
  publish(topic: Topic, msg: ServerMessage): void;
}

/**
 * Delivers each tick's events in order (one tick's lookups never overtake the previous tick's): a
 * FAN_ALERT per fan and event on `user:{id}`, and each delivery to `also` (Web Push). A failed
 * lookup loses only that tick's alerts, and is reported.
 */
export function fanAlertSender(
  hub: FanAlertPublisher,
  lookup: FollowerLookup,
  opts: { also?: (userId: number, alert: FanAlert) => void; onError?: (err: unknown) => void } = {},
): { send(events: FanEvent[]): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  return {
    send(events) {
      if (events.length === 0) return chain;
      chain = chain
        .then(async () => {
          for (const { userId, alert } of await fanDeliveries(lookup, events)) {
            const topic: Topic = `user:${userId}`;
            hub.publish(topic, { code: MessageCodes.FAN_ALERT, topic, data: alert, ts: Date.now() });
            opts.also?.(userId, alert);
          }
        })
        .catch((err: unknown) => opts.onError?.(err));
      return chain;
    },
  };
}
