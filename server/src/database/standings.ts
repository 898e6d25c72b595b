/**
 * Standings computed in SQL from results: played, won, drawn, lost, goals, points and the last
 * five results per team (and per group where the competition has groups), ordered by points,
 * goal difference, goals scored. Basketball ranks by wins; its points are 2 a win, 1 a loss.
 */
import { sql } from 'kysely';
import type { DbFormResult, DbStandingGroup, Sport } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { teamNames } from './match-rows';
import { zoneOf } from './zones';

interface StandingSqlRow {
  grp: string | null;
  team: number;
  played: number | string;
  won: number | string;
  drawn: number | string;
  lost: number | string;
  gf: number | string;
  ga: number | string;
  points: number | string;
  form: string | null;
}

/**
 * The table(s) of a competition's season. `members`: teams listed even before they have played
 * (the current season's clubs). World Cup knock-out matches (no group) do not count.
 */
export async function standings(
  db: Db,
  q: { leagueId: number; season: number; sport: Sport; members: readonly number[] },
): Promise<DbStandingGroup[]> {
  const win = q.sport === 'basketball' ? 2 : 3;
  const draw = 1;
  const loss = q.sport === 'basketball' ? 1 : 0;
  const members = q.members.length
    ? sql`UNION SELECT NULL, m FROM (VALUES ${sql.join(q.members.map((m) => sql`(CAST(${m} AS integer))`))}) AS v(m)`
    : sql``;
  const rows = await sql<StandingSqlRow>`
    WITH played AS (
      SELECT m.grp, m.ot,
        CASE WHEN s.home THEN m.home_id ELSE m.away_id END AS team,
        CASE WHEN s.home THEN m.home_goals ELSE m.away_goals END AS gf,
        CASE WHEN s.home THEN m.away_goals ELSE m.home_goals END AS ga
      FROM db_matches m CROSS JOIN (VALUES (true), (false)) AS s(home)
      WHERE m.league_id = ${q.leagueId} AND m.season = ${q.season} AND m.status = 'done'
        AND (m.league_id <> 900 OR m.grp IS NOT NULL)
    ),
    teams AS (SELECT DISTINCT grp, team FROM played ${members}),
    agg AS (
      SELECT t.grp, t.team,
        count(p.team) AS played,
        coalesce(sum(CASE WHEN p.gf > p.ga THEN 1 ELSE 0 END), 0) AS won,
        coalesce(sum(CASE WHEN p.gf = p.ga THEN 1 ELSE 0 END), 0) AS drawn,
        coalesce(sum(CASE WHEN p.gf < p.ga THEN 1 ELSE 0 END), 0) AS lost,
        coalesce(sum(p.gf), 0) AS gf,
        coalesce(sum(p.ga), 0) AS ga,
        string_agg(CASE WHEN p.gf > p.ga THEN 'W' WHEN p.gf = p.ga THEN 'D' ELSE 'L' END, '' ORDER BY p.ot DESC) AS form
      FROM teams t
      LEFT JOIN played p ON p.team = t.team AND p.grp IS NOT DISTINCT FROM t.grp
      GROUP BY t.grp, t.team
    )
    SELECT grp, team, played, won, drawn, lost, gf, ga,
      won * ${win} + drawn * ${draw} + lost * ${loss} AS points, form
    FROM agg
    ORDER BY grp NULLS FIRST,
      ${q.sport === 'basketball' ? sql`won DESC, lost ASC` : sql`won * ${win} + drawn * ${draw} DESC`},
      gf - ga DESC, gf DESC, team`.execute(db);

  const names = await teamNames(
    db,
    rows.rows.map((r) => r.team),
  );
  const groups = new Map<string | null, DbStandingGroup>();
  for (const r of rows.rows) {
    const g = groups.get(r.grp) ?? { name: r.grp, rows: [] };
    groups.set(r.grp, g);
    const gf = Number(r.gf);
    const ga = Number(r.ga);
    g.rows.push({
      rank: g.rows.length + 1,
      team: { id: r.team, name: names.get(r.team) ?? String(r.team) },
      played: Number(r.played),
      won: Number(r.won),
      drawn: Number(r.drawn),
      lost: Number(r.lost),
      goalsFor: gf,
      goalsAgainst: ga,
      goalDiff: gf - ga,
      points: Number(r.points),
      form: [...(r.form ?? '').slice(0, 5)].reverse() as DbFormResult[],
      zone: null,
    });
  }
  for (const g of groups.values()) {
    for (const row of g.rows) row.zone = row.played ? zoneOf(q.leagueId, row.rank, g.rows.length) : null;
  }
  return [...groups.values()];
}
