/** A player's page: profile, team (and club for national-team players), goals per competition. */
import { sql } from 'kysely';
import type { DbPlayer, DbPlayerCompetition, DbPlayerGoal } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { leagueNames, matchRows } from './match-rows';
import { playerRatings } from './player-ratings';
import { dbTables } from './tables';
import { WORLD_CUP_LEAGUE_ID } from './worldcup';

export async function playerPage(db: Db, id: number): Promise<DbPlayer | undefined> {
  const t = dbTables(db);
  const player = await t.selectFrom('db_players').selectAll().where('id', '=', id).executeTakeFirst();
  if (!player) return undefined;
  const team = await t.selectFrom('db_teams').selectAll().where('id', '=', player.team_id).executeTakeFirstOrThrow();
  const leagues = await leagueNames(db);

  // every competition the player's team played in, with the player's goals in it
  const comps = await sql<{
    league_id: number;
    season: number;
    team_matches: number | string;
    goals: number | string;
    penalties: number | string;
  }>`
    WITH games AS (
      SELECT league_id, season, count(*) AS team_matches FROM db_matches
      WHERE (home_id = ${team.id} OR away_id = ${team.id}) AND status = 'done'
      GROUP BY league_id, season
    ),
    scored AS (
      SELECT league_id, season, count(*) AS goals, sum(CASE WHEN kind = 'penalty' THEN 1 ELSE 0 END) AS penalties
      FROM db_goals WHERE player_id = ${id} AND kind IN ('goal', 'penalty')
      GROUP BY league_id, season
    )
    SELECT g.league_id, g.season, g.team_matches, coalesce(s.goals, 0) AS goals, coalesce(s.penalties, 0) AS penalties
    FROM games g LEFT JOIN scored s ON s.league_id = g.league_id AND s.season = g.season
    ORDER BY g.season DESC, g.league_id`.execute(db);
  const competitions: DbPlayerCompetition[] = comps.rows.map((c) => ({
    league: { id: c.league_id, name: leagues.get(c.league_id) ?? String(c.league_id) },
    season: c.season,
    team: { id: team.id, name: team.name },
    teamMatches: Number(c.team_matches),
    goals: Number(c.goals),
    penalties: Number(c.penalties),
  }));

  const goalRows = await sql<{ match_id: number; minute: string; kind: 'goal' | 'penalty' }>`
    SELECT match_id, minute, kind FROM db_goals WHERE player_id = ${id} AND kind IN ('goal', 'penalty')`.execute(db);
  const matchIds = [...new Set(goalRows.rows.map((g) => g.match_id))];
  const records = matchIds.length
    ? await t.selectFrom('db_matches').selectAll().where('id', 'in', matchIds).orderBy('ot', 'desc').execute()
    : [];
  const rows = new Map((await matchRows(db, records)).map((m) => [m.id, m]));
  const goals: DbPlayerGoal[] = goalRows.rows
    .filter((g) => rows.has(g.match_id))
    .map((g) => ({ match: rows.get(g.match_id) as DbPlayerGoal['match'], minute: String(g.minute), kind: g.kind }))
    .sort((a, b) => b.match.ot - a.match.ot || parseInt(a.minute, 10) - parseInt(b.minute, 10));

  const national = team.league_id === WORLD_CUP_LEAGUE_ID;
  const ratings = team.sport === 'football' && !national ? await playerRatings(db, id, team.id) : [];
  const averageRating = ratings.length
    ? Math.round((ratings.reduce((t, r) => t + r.rating, 0) / ratings.length) * 10) / 10
    : null;
  const missing = ratings.length
    ? ['出场与评分：只含引擎直播过的比赛，更早的比赛只记球队场次']
    : ['出场与首发：数据源没有阵容名单，只记球队场次'];
  if (player.generated) missing.unshift('该球员为引擎生成的虚构球员');
  if (team.sport === 'basketball') missing.push('篮球暂无球员得分与技术统计');
  return {
    id: player.id,
    sport: team.sport,
    name: player.name,
    number: player.number,
    position: player.position,
    born: player.born,
    generated: player.generated,
    team: { id: team.id, name: team.name },
    nationalTeam: national,
    club: national ? player.club : null,
    competitions,
    goals,
    ratings,
    averageRating,
    missing,
  };
}
