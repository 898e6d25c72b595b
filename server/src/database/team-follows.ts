/**
 * 关注球队: a fan follows teams of the 资料库 (any team of the `db_teams` view — engine clubs,
 * World Cup nations). Following twice is no change; a team that is not in the database is refused.
 * The table is migration 026-team-follows.
 */
import { sql } from 'kysely';
import { ErrorCodes, MAX_TEAM_FOLLOWS, type DbFollowedTeam, type Sport } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { lockKey } from '../db/locks';
import { AppError } from '../errors';
import { leagueNames } from './match-rows';

/**
 * Follows the team (true when newly followed, false when already followed). Unknown team →
 * NOT_FOUND; at the cap → CONFLICT; either way nothing is written. Under the fan's lock, so
 * parallel follows are counted one after another.
 */
export async function followTeam(db: Db, userId: number, teamId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const team = await sql<{ id: number }>`SELECT id FROM db_teams WHERE id = ${teamId}`.execute(trx);
    if (team.rows.length === 0) throw new AppError(ErrorCodes.NOT_FOUND, '该球队不存在，无法关注');
    await lockKey(trx, 'teamFollows', String(userId));
    const n = await sql<{ n: string }>`SELECT count(*) AS n FROM team_follows WHERE user_id = ${userId}`.execute(trx);
    const inserted = await sql`
      INSERT INTO team_follows (user_id, team_id) VALUES (${userId}, ${teamId}) ON CONFLICT DO NOTHING`.execute(trx);
    const added = Number(inserted.numAffectedRows ?? 0) > 0;
    if (added && Number(n.rows[0]?.n ?? 0) >= MAX_TEAM_FOLLOWS) {
      throw new AppError(ErrorCodes.CONFLICT, `最多关注${MAX_TEAM_FOLLOWS}支球队，请先取消一些关注`);
    }
    return added;
  });
}

/** Unfollows the team; true when it was followed. */
export async function unfollowTeam(db: Db, userId: number, teamId: number): Promise<boolean> {
  const res = await sql`DELETE FROM team_follows WHERE user_id = ${userId} AND team_id = ${teamId}`.execute(db);
  return Number(res.numAffectedRows ?? 0) > 0;
}

/** The ids of the teams the fan follows (the hot list puts their next matches first). */
export async function followedTeamIds(db: Db, userId: number): Promise<number[]> {
  const rows = await sql<{ team_id: number }>`SELECT team_id FROM team_follows WHERE user_id = ${userId}`.execute(db);
  return rows.rows.map((r) => r.team_id);
}

/** The fan's followed teams with name, flag and league, newest first (a team gone since drops out). */
export async function followedTeams(db: Db, userId: number): Promise<DbFollowedTeam[]> {
  const rows = await sql<{
    id: number;
    sport: Sport;
    name: string;
    flag: string | null;
    league_id: number;
    created_at: Date | string;
  }>`
    SELECT t.id, t.sport, t.name, t.flag, t.league_id, f.created_at
    FROM team_follows f JOIN db_teams t ON t.id = f.team_id
    WHERE f.user_id = ${userId} ORDER BY f.created_at DESC, f.team_id DESC`.execute(db);
  if (rows.rows.length === 0) return [];
  const leagues = await leagueNames(db);
  return rows.rows.map((r) => ({
    id: r.id,
    sport: r.sport,
    name: r.name,
    flag: r.flag,
    league: { id: r.league_id, name: leagues.get(r.league_id) ?? String(r.league_id) },
    followedAt: new Date(r.created_at).getTime(),
  }));
}
