/** The competitions of the 资料库: the engine's reference leagues and the imported World Cup. */
import { sql } from 'kysely';
import type { DbCompetition, DbSource, Sport } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { regionOf } from './regions';
import { WORLD_CUP_LEAGUE_ID } from './worldcup';

interface CompetitionRow {
  id: number;
  sport: Sport;
  name: string;
  full_name: string;
  letter: string;
  cup: boolean;
  teams: number | string;
  seasons: string | null;
  imported: boolean;
}

/** Every competition, or one by id; teams, seasons with results and sources computed in SQL. */
export async function listCompetitions(db: Db, filter: { sport?: Sport; id?: number } = {}): Promise<DbCompetition[]> {
  const rows = await sql<CompetitionRow>`
    WITH comps AS (
      SELECT l.id, l.sport, l.name, l.full_name, l.letter, l.cup,
        (SELECT count(*) FROM live_league_teams lt WHERE lt.league_id = l.id) AS teams
      FROM live_leagues l
      UNION ALL
      SELECT ${WORLD_CUP_LEAGUE_ID}, 'football', '世界杯', '2026年美加墨世界杯', 'S', true, count(*)
      FROM db_wc_teams HAVING count(*) > 0
    ),
    seasons AS (
      SELECT league_id, season, max(CASE WHEN source IN ('import', 'worldcup') THEN 1 ELSE 0 END) AS imported
      FROM db_matches ${filter.id === undefined ? sql`` : sql`WHERE league_id = ${filter.id}`}
      GROUP BY league_id, season
    )
    SELECT c.id, c.sport, c.name, c.full_name, c.letter, c.cup, c.teams,
      (SELECT string_agg(CAST(s.season AS varchar), ',' ORDER BY s.season DESC)
        FROM seasons s WHERE s.league_id = c.id) AS seasons,
      EXISTS (SELECT 1 FROM seasons s WHERE s.league_id = c.id AND s.imported = 1) AS imported
    FROM comps c
    WHERE (${filter.sport ?? null}::varchar IS NULL OR c.sport = ${filter.sport ?? null})
      AND (${filter.id ?? null}::integer IS NULL OR c.id = ${filter.id ?? null})
    ORDER BY c.letter, c.id`.execute(db);
  return rows.rows.map((r) => {
    const sources: DbSource[] = r.id === WORLD_CUP_LEAGUE_ID ? ['openfootball'] : ['reference'];
    if (r.imported && r.id !== WORLD_CUP_LEAGUE_ID) sources.push('openfootball');
    return {
      id: r.id,
      sport: r.sport,
      name: r.name,
      fullName: r.full_name,
      letter: r.letter,
      region: regionOf(r.id),
      cup: r.cup,
      teams: Number(r.teams),
      seasons: r.seasons ? r.seasons.split(',').map(Number) : [],
      sources,
    };
  });
}

/** Competitions whose name or full name holds `q` (letters match the index letter too). */
export function matchesQuery(c: DbCompetition, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return (
    c.name.toLowerCase().includes(needle) ||
    c.fullName.toLowerCase().includes(needle) ||
    (needle.length === 1 && c.letter.toLowerCase() === needle)
  );
}
