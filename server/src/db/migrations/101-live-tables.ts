import type { NamedMigration } from './types';

/** The live engine's tables: reference data, matches with their state, and what happened in them. */
export const liveTables101: NamedMigration = {
  name: '101-live-tables',
  async up(db) {
    await db.schema
      .createTable('live_leagues')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('full_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('color', 'varchar(7)', (c) => c.notNull())
      .addColumn('letter', 'varchar(1)', (c) => c.notNull())
      .addColumn('cup', 'boolean', (c) => c.notNull())
      .addColumn('hot', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('live_teams')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('league_id', 'integer', (c) => c.notNull().references('live_leagues.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('city', 'varchar(32)', (c) => c.notNull())
      .addColumn('venue', 'varchar(64)', (c) => c.notNull())
      .addColumn('strength', 'real', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('live_league_teams')
      .addColumn('league_id', 'integer', (c) => c.notNull().references('live_leagues.id'))
      .addColumn('team_id', 'integer', (c) => c.notNull().references('live_teams.id'))
      .addPrimaryKeyConstraint('live_league_teams_pk', ['league_id', 'team_id'])
      .execute();
    await db.schema
      .createTable('live_players')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('team_id', 'integer', (c) => c.notNull().references('live_teams.id'))
      .addColumn('name', 'varchar(48)', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('position', 'varchar(8)', (c) => c.notNull())
      .addColumn('generated', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('live_players_team_idx').on('live_players').column('team_id').execute();
    await db.schema
      .createTable('live_meta')
      .addColumn('key', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('live_matches')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('league_id', 'integer', (c) => c.notNull())
      .addColumn('home_id', 'integer', (c) => c.notNull())
      .addColumn('away_id', 'integer', (c) => c.notNull())
      .addColumn('ot', 'bigint', (c) => c.notNull())
      .addColumn('date', 'varchar(10)', (c) => c.notNull())
      .addColumn('fixture', 'jsonb', (c) => c.notNull())
      .addColumn('state', 'jsonb', (c) => c.notNull())
      .addColumn('phase', 'jsonb', (c) => c.notNull())
      .addColumn('cursor', 'integer', (c) => c.notNull())
      .addColumn('elapsed', 'double precision')
      .addColumn('done', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('live_matches_date_idx').on('live_matches').columns(['date', 'sport']).execute();
    for (const table of ['live_incidents', 'live_text_lines']) {
      await db.schema
        .createTable(table)
        .addColumn('match_id', 'integer', (c) => c.notNull().references('live_matches.id').onDelete('cascade'))
        .addColumn('id', 'integer', (c) => c.notNull())
        .addColumn('body', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['match_id', 'id'])
        .execute();
    }
    await db.schema
      .createTable('live_odds')
      .addColumn('match_id', 'integer', (c) => c.notNull().references('live_matches.id').onDelete('cascade'))
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('type', 'smallint', (c) => c.notNull())
      .addColumn('book', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('live_odds_pk', ['match_id', 'company_id', 'type'])
      .execute();
  },
};
