/**
 * Match guessing (竞猜): a fan picks home win, draw or away win on a football match before kick-off,
 * free. `settleGuesses` settles every pending guess whose match the engine has finished (the stored
 * live_matches row, so any node can settle): a right pick earns GUESS_REWARD_POINTS through the
 * ledger (key `guess:{id}`), a wrong one nothing, a match that never finished normally is void.
 * Each guess settles in its own transaction, guarded on status 'pending', so two settlers pay once.
 */
import { sql } from 'kysely';
import {
  ErrorCodes,
  FOOTBALL_STATUS,
  GUESS_REWARD_POINTS,
  matchPath,
  type GuessMatch,
  type GuessPick,
  type GuessRecord,
  type GuessStatus,
} from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { leagueRef, teamRef } from '../live/views';
import { createNotices, pushNotices, type UserNotice } from '../notices/notices';
import type { Hub } from '../realtime/hub';
import { postTransfer } from '../wallet/ledger';
import { adb } from './tables';

interface MatchRow {
  id: number | string;
  league_id: number;
  home_id: number;
  away_id: number;
  ot: number | string;
  state: unknown;
  done: boolean;
}

interface FootballStateLike {
  s: number;
  sc: [number, number];
}

const parse = (v: unknown): FootballStateLike => (typeof v === 'string' ? JSON.parse(v) : v) as FootballStateLike;

/** How many open matches the guess page lists. */
const OPEN_LIMIT = 20;

export async function openMatches(db: Db, userId: number | null, nowMs: number): Promise<GuessMatch[]> {
  const now = Math.floor(nowMs / 1000);
  const rows = await sql<MatchRow>`
    SELECT id, league_id, home_id, away_id, ot, state, done FROM live_matches
    WHERE sport = 'football' AND done = false AND ot > ${now} AND ot < ${now + 2 * 86_400}
    ORDER BY ot, id LIMIT ${OPEN_LIMIT * 2}`.execute(db);
  const open = rows.rows.filter((r) => parse(r.state).s === FOOTBALL_STATUS.NOT_STARTED).slice(0, OPEN_LIMIT);
  const picks = new Map<number, GuessPick>();
  if (userId !== null && open.length) {
    const mine = await adb(db)
      .selectFrom('guesses')
      .select(['match_id', 'pick'])
      .where('user_id', '=', userId)
      .where(
        'match_id',
        'in',
        open.map((r) => Number(r.id)),
      )
      .execute();
    for (const g of mine) picks.set(g.match_id, g.pick as GuessPick);
  }
  return open.map((r) => ({
    matchId: Number(r.id),
    league: leagueRef(r.league_id).name,
    home: teamRef(r.home_id).name,
    away: teamRef(r.away_id).name,
    ot: Number(r.ot),
    myPick: picks.get(Number(r.id)) ?? null,
  }));
}

/** Places (or, before kick-off, changes) the fan's pick on a match. */
export async function placeGuess(db: Db, userId: number, matchId: number, pick: GuessPick, nowMs: number) {
  const rows = await sql<MatchRow>`
    SELECT id, league_id, home_id, away_id, ot, state, done FROM live_matches
    WHERE id = ${matchId} AND sport = 'football'`.execute(db);
  const m = rows.rows[0];
  if (!m) throw new AppError(ErrorCodes.NOT_FOUND, '比赛不存在');
  if (m.done || Number(m.ot) * 1000 <= nowMs || parse(m.state).s !== FOOTBALL_STATUS.NOT_STARTED) {
    throw new AppError(ErrorCodes.CONFLICT, '比赛已开始，竞猜已截止');
  }
  await adb(db)
    .insertInto('guesses')
    .values({ user_id: userId, match_id: matchId, pick })
    .onConflict((oc) =>
      oc.columns(['user_id', 'match_id']).doUpdateSet({ pick }).where('guesses.status', '=', 'pending'),
    )
    .execute();
}

function outcome(sc: [number, number]): GuessPick {
  return sc[0] > sc[1] ? 'home' : sc[0] < sc[1] ? 'away' : 'draw';
}

/**
 * Settles every pending guess on a finished match; returns how many were settled. A won guess is
 * also a notice (活动) in the same transaction, pushed once it has committed when a hub is given.
 */
export async function settleGuesses(db: Db, hub?: Hub): Promise<number> {
  const pending = await sql<{
    id: number;
    user_id: number;
    pick: string;
    state: unknown;
    match_id: number;
    league_id: number;
    home_id: number;
    away_id: number;
  }>`
    SELECT g.id, g.user_id, g.pick, g.match_id, m.state, m.league_id, m.home_id, m.away_id FROM guesses g
    JOIN live_matches m ON m.id = g.match_id
    WHERE g.status = 'pending' AND m.done = true
    ORDER BY g.id LIMIT 500`.execute(db);
  let settled = 0;
  for (const g of pending.rows) {
    const st = parse(g.state);
    const finished = st.s === FOOTBALL_STATUS.FINISHED;
    const status: GuessStatus = !finished ? 'void' : outcome(st.sc) === g.pick ? 'won' : 'lost';
    const reward = status === 'won' ? GUESS_REWARD_POINTS : 0;
    const done = await db.transaction().execute(async (trx) => {
      const row = await adb(trx)
        .updateTable('guesses')
        .set({ status, reward, score: finished ? `${st.sc[0]}-${st.sc[1]}` : '', settled_at: new Date() })
        .where('id', '=', g.id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      if (reward > 0) {
        await postTransfer(trx, {
          key: `guess:${g.id}`,
          ref: `guess:${g.match_id}`,
          postings: [{ userId: g.user_id, currency: 'point', amount: reward, reason: 'guess' }],
        });
        return createNotices(trx, [g.user_id], {
          kind: 'activity',
          title: `竞猜猜中了，获得 ${reward} 积分`,
          body: [leagueRef(g.league_id).name, teamRef(g.home_id).name, st.sc.join('-'), teamRef(g.away_id).name].join(
            ' ',
          ),
          link: matchPath('football', g.match_id),
          dedupeKey: `guess:${g.id}`,
        });
      }
      return [] as UserNotice[];
    });
    if (done) {
      settled++;
      if (hub) pushNotices(hub, done);
    }
  }
  return settled;
}

export async function myGuesses(db: Db, userId: number, limit = 50): Promise<GuessRecord[]> {
  const rows = await sql<{
    id: number;
    match_id: number;
    pick: string;
    status: string;
    score: string;
    reward: number;
    created_at: Date | string;
    home_id: number | null;
    away_id: number | null;
  }>`
    SELECT g.id, g.match_id, g.pick, g.status, g.score, g.reward, g.created_at, m.home_id, m.away_id
    FROM guesses g LEFT JOIN live_matches m ON m.id = g.match_id
    WHERE g.user_id = ${userId} ORDER BY g.id DESC LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    matchId: r.match_id,
    home: r.home_id === null ? '' : teamRef(r.home_id).name,
    away: r.away_id === null ? '' : teamRef(r.away_id).name,
    pick: r.pick as GuessPick,
    status: r.status as GuessStatus,
    score: r.score,
    reward: r.reward,
    time: new Date(r.created_at).getTime(),
  }));
}
