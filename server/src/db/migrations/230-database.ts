import { sql } from 'kysely';
import type { NamedMigration } from './types';

/** SQL for the year a season started in, from a YYYY-MM-DD column (calendar leagues from March, others from 15 Aug). */
const seasonOf = (date: string, league: string) => `(CAST(substr(${date}, 1, 4) AS integer) - CASE
  WHEN ${league} IN (60, 25, 15) THEN CASE WHEN substr(${date}, 6) >= '03-01' THEN 0 ELSE 1 END
  ELSE CASE WHEN substr(${date}, 6) >= '08-15' THEN 0 ELSE 1 END END)`;

/**
 * The `db_matches` view: every result and fixture (imported, generated, World Cup, engine).
 * `generatedSport` is the SQL for a generated row's sport (a literal before migration 280, the column after).
 */
export function dbMatchesView(generatedSport: string): string {
  const engineSeason = seasonOf('m.date', 'm.league_id');
  return `CREATE VIEW db_matches AS
  SELECT 700000000 + r.id AS id, 'football' AS sport, r.league_id, r.season, CAST(NULL AS varchar) AS grp,
    CAST(NULL AS integer) AS round_no, CAST(NULL AS varchar) AS round_name, r.ot, r.home_id, r.away_id,
    r.home_goals, r.away_goals, CAST(NULL AS integer) AS home_pens, CAST(NULL AS integer) AS away_pens,
    'done' AS status, 'import' AS source
  FROM live_imported_results r
UNION ALL
  SELECT g.id, ${generatedSport}, g.league_id, g.season, NULL, g.round, NULL, g.ot, g.home_id, g.away_id,
    g.home_goals, g.away_goals, NULL, NULL, 'done', 'history'
  FROM db_generated_results g
  WHERE NOT EXISTS (SELECT 1 FROM live_imported_results i WHERE i.league_id = g.league_id AND i.season = g.season)
UNION ALL
  SELECT w.id, 'football', 900, 2026, w.grp, w.round_no, w.round, w.ot, w.home_id, w.away_id,
    w.home_goals, w.away_goals, w.home_pens, w.away_pens,
    CASE WHEN w.home_goals IS NULL THEN 'upcoming' ELSE 'done' END, 'worldcup'
  FROM db_wc_matches w
UNION ALL
  SELECT m.id, m.sport, m.league_id, ${engineSeason}, NULL, NULL, m.fixture->>'round', m.ot, m.home_id, m.away_id,
    CASE WHEN CAST(m.state->>'s' AS integer) = 1 THEN NULL ELSE CAST(m.state->'sc'->>0 AS integer) END,
    CASE WHEN CAST(m.state->>'s' AS integer) = 1 THEN NULL ELSE CAST(m.state->'sc'->>1 AS integer) END,
    CAST(m.state->'psc'->>0 AS integer), CAST(m.state->'psc'->>1 AS integer),
    CASE
      WHEN CAST(m.state->>'s' AS integer) = 1 THEN 'upcoming'
      WHEN m.sport = 'football' AND CAST(m.state->>'s' AS integer) = 8 THEN 'done'
      WHEN m.sport = 'basketball' AND CAST(m.state->>'s' AS integer) = 10 THEN 'done'
      WHEN m.sport = 'football' AND CAST(m.state->>'s' AS integer) BETWEEN 2 AND 7 THEN 'live'
      WHEN m.sport = 'basketball' AND CAST(m.state->>'s' AS integer) BETWEEN 2 AND 9 THEN 'live'
      ELSE 'off' END,
    'engine'
  FROM live_matches m`;
}

/**
 * The sports database: imported World Cup (teams, squads, matches, goals), the engine's generated
 * history materialised so standings are SQL over rows, and three views every database query reads:
 * `db_matches` (all results and fixtures: imported, generated, World Cup, engine), `db_teams`,
 * `db_players` and `db_goals`.
 */
export const database230: NamedMigration = {
  name: '230-database',
  async up(db) {
    await db.schema
      .createTable('db_generated_results')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('league_id', 'integer', (c) => c.notNull())
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('round', 'integer', (c) => c.notNull())
      .addColumn('ot', 'bigint', (c) => c.notNull())
      .addColumn('home_id', 'integer', (c) => c.notNull())
      .addColumn('away_id', 'integer', (c) => c.notNull())
      .addColumn('home_goals', 'integer', (c) => c.notNull())
      .addColumn('away_goals', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('db_generated_results_league_idx')
      .on('db_generated_results')
      .columns(['league_id', 'season'])
      .execute();
    await db.schema
      .createIndex('live_imported_results_season_idx')
      .on('live_imported_results')
      .columns(['league_id', 'season'])
      .execute();
    await db.schema
      .createTable('db_wc_teams')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(48)', (c) => c.notNull())
      .addColumn('english', 'varchar(48)', (c) => c.notNull().unique())
      .addColumn('code', 'varchar(3)', (c) => c.notNull())
      .addColumn('grp', 'varchar(2)', (c) => c.notNull())
      .addColumn('confed', 'varchar(16)', (c) => c.notNull())
      .addColumn('flag', 'varchar(16)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('db_wc_players')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('team_id', 'integer', (c) => c.notNull().references('db_wc_teams.id').onDelete('cascade'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('position', 'varchar(4)', (c) => c.notNull())
      .addColumn('club', 'varchar(64)', (c) => c.notNull())
      .addColumn('club_country', 'varchar(3)', (c) => c.notNull())
      .addColumn('born', 'varchar(10)')
      .execute();
    await db.schema.createIndex('db_wc_players_team_idx').on('db_wc_players').column('team_id').execute();
    await db.schema
      .createTable('db_wc_matches')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('round', 'varchar(32)', (c) => c.notNull())
      .addColumn('round_no', 'integer', (c) => c.notNull())
      .addColumn('grp', 'varchar(2)')
      .addColumn('played_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('ot', 'bigint', (c) => c.notNull())
      .addColumn('home_id', 'integer', (c) => c.notNull().references('db_wc_teams.id').onDelete('cascade'))
      .addColumn('away_id', 'integer', (c) => c.notNull().references('db_wc_teams.id').onDelete('cascade'))
      .addColumn('home_goals', 'integer')
      .addColumn('away_goals', 'integer')
      .addColumn('home_pens', 'integer')
      .addColumn('away_pens', 'integer')
      .addColumn('ground', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('db_wc_goals')
      .addColumn('match_id', 'integer', (c) => c.notNull().references('db_wc_matches.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('team_id', 'integer', (c) => c.notNull())
      .addColumn('player_id', 'integer')
      .addColumn('player_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('minute', 'varchar(8)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addPrimaryKeyConstraint('db_wc_goals_pk', ['match_id', 'seq'])
      .execute();
    await db.schema.createIndex('db_wc_goals_player_idx').on('db_wc_goals').column('player_id').execute();

    await sql.raw(dbMatchesView("'football'")).execute(db);
    await sql
      .raw(
        `CREATE VIEW db_teams AS
  SELECT t.id, t.sport, t.league_id, t.name, t.city, t.venue, CAST(NULL AS varchar) AS code,
    CAST(NULL AS varchar) AS grp, CAST(NULL AS varchar) AS flag
  FROM live_teams t
UNION ALL
  SELECT w.id, 'football', 900, w.name, w.english, w.confed, w.code, w.grp, w.flag FROM db_wc_teams w`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE VIEW db_players AS
  SELECT p.id, p.team_id, p.name, p.number, p.position, p.generated, CAST(NULL AS varchar) AS club,
    CAST(NULL AS varchar) AS club_country, CAST(NULL AS varchar) AS born
  FROM live_players p
UNION ALL
  SELECT w.id, w.team_id, w.name, w.number, w.position, false, w.club, w.club_country, w.born FROM db_wc_players w`,
      )
      .execute(db);
    const engineSeason = seasonOf('m.date', 'm.league_id');
    // goals: the World Cup's events, and the engine's goal incidents matched to the squad by name
    await sql
      .raw(
        `CREATE VIEW db_goals AS
  SELECT g.match_id, 900 AS league_id, 2026 AS season, g.team_id, g.player_id, g.player_name, g.minute, g.kind
  FROM db_wc_goals g
UNION ALL
  SELECT m.id, m.league_id, ${engineSeason},
    CASE WHEN i.body->>'side' = 'home' THEN m.home_id ELSE m.away_id END,
    p.id, i.body->>'player', i.body->>'minute', i.body->>'type'
  FROM live_incidents i
  JOIN live_matches m ON m.id = i.match_id
  LEFT JOIN live_players p
    ON p.team_id = CASE WHEN i.body->>'side' = 'home' THEN m.home_id ELSE m.away_id END
    AND p.name = i.body->>'player'
  WHERE i.body->>'type' IN ('goal', 'penalty') AND m.sport = 'football'`,
      )
      .execute(db);
  },
  async down(db) {
    for (const v of ['db_goals', 'db_players', 'db_teams', 'db_matches']) await sql.raw(`DROP VIEW ${v}`).execute(db);
    for (const t of ['db_wc_goals', 'db_wc_matches', 'db_wc_players', 'db_wc_teams', 'db_generated_results'])
      await db.schema.dropTable(t).execute();
    await db.schema.dropIndex('live_imported_results_season_idx').execute();
  },
};
