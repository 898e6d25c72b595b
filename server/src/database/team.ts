/** A team's page: info, squad, recent and next matches, season stats with the table place. */
import { sql, type ExpressionBuilder } from 'kysely';
import type { DbSeasonStats, DbTeam } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { leagueNames, matchRows } from './match-rows';
import { standings } from './standings';
import { dbTables, type DatabaseTables } from './tables';
import { WORLD_CUP_LEAGUE_ID } from './worldcup';

export async function teamPage(db: Db, id: number): Promise<DbTeam | undefined> {
  const t = dbTables(db);
  const team = await t.selectFrom('db_teams').selectAll().where('id', '=', id).executeTakeFirst();
  if (!team) return undefined;
  const leagues = await leagueNames(db);
  const squad = await t
    .selectFrom('db_players')
    .select(['id', 'name', 'number', 'position', 'generated'])
    .where('team_id', '=', id)
    .orderBy('number')
    .orderBy('id')
    .execute();
  const involves = (eb: ExpressionBuilder<DatabaseTables, 'db_matches'>) =>
    eb.or([eb('home_id', '=', id), eb('away_id', '=', id)]);
  const recent = await t
    .selectFrom('db_matches')
    .selectAll()
    .where(involves)
    .where('status', '=', 'done')
    .orderBy('ot', 'desc')
    .limit(8)
    .execute();
  const next = await t
    .selectFrom('db_matches')
    .selectAll()
    .where(involves)
    .where('status', 'in', ['upcoming', 'live'])
    .orderBy('ot')
    .limit(5)
    .execute();

  const seasons = await sql<{
    league_id: number;
    season: number;
    played: number | string;
    won: number | string;
    drawn: number | string;
    lost: number | string;
    gf: number | string;
    ga: number | string;
  }>`
    WITH mine AS (
      SELECT league_id, season, grp, CASE WHEN home_id = ${id} THEN home_goals ELSE away_goals END AS gf,
        CASE WHEN home_id = ${id} THEN away_goals ELSE home_goals END AS ga
      FROM db_matches WHERE (home_id = ${id} OR away_id = ${id}) AND status = 'done'
    )
    SELECT league_id, season, count(*) AS played,
      sum(CASE WHEN gf > ga THEN 1 ELSE 0 END) AS won, sum(CASE WHEN gf = ga THEN 1 ELSE 0 END) AS drawn,
      sum(CASE WHEN gf < ga THEN 1 ELSE 0 END) AS lost, sum(gf) AS gf, sum(ga) AS ga
    FROM mine GROUP BY league_id, season ORDER BY season DESC, league_id`.execute(db);

  const basketball = team.sport === 'basketball';
  const stats: DbSeasonStats[] = [];
  for (const s of seasons.rows) {
    const won = Number(s.won);
    const drawn = Number(s.drawn);
    const lost = Number(s.lost);
    // the place in the table of the team's own league (or World Cup group) in that season
    let rank: number | null = null;
    if (s.league_id === team.league_id) {
      const groups = await standings(db, {
        leagueId: s.league_id,
        season: s.season,
        sport: team.sport,
        members: [],
      });
      for (const g of groups) rank = g.rows.find((r) => r.team.id === id)?.rank ?? rank;
    }
    stats.push({
      league: { id: s.league_id, name: leagues.get(s.league_id) ?? String(s.league_id) },
      season: s.season,
      rank,
      played: Number(s.played),
      won,
      drawn,
      lost,
      goalsFor: Number(s.gf),
      goalsAgainst: Number(s.ga),
      points: basketball ? won * 2 + lost : won * 3 + drawn,
    });
  }

  const missing: string[] = [];
  const generatedSquad = squad.some((p) => p.generated);
  if (generatedSquad) missing.push('该队阵容为引擎生成的名单（非真实球员）');
  if (basketball) missing.push('篮球暂无球员得分与技术统计');
  const national = team.league_id === WORLD_CUP_LEAGUE_ID;
  return {
    id: team.id,
    sport: team.sport,
    name: team.name,
    english: national ? team.city : null,
    city: national ? '' : team.city,
    venue: national ? '' : team.venue,
    code: team.code,
    flag: team.flag,
    league: { id: team.league_id, name: leagues.get(team.league_id) ?? String(team.league_id) },
    squad: squad.map((p) => ({ id: p.id, name: p.name, number: p.number, position: p.position })),
    generatedSquad,
    recent: await matchRows(db, recent),
    next: await matchRows(db, next),
    stats,
    missing,
  };
}
