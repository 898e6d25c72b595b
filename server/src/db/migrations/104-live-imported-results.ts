import type { NamedMigration } from './types';

/**
 * Real results imported from openfootball files (`pnpm import:openfootball`): past seasons of the
 * reference leagues between reference clubs. A match is known by league, day and clubs, so a later
 * import of the same files updates rows instead of adding them; `id` stays with the row.
 */
export const liveImportedResults104: NamedMigration = {
  name: '104-live-imported-results',
  async up(db) {
    await db.schema
      .createTable('live_imported_results')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('league_id', 'integer', (c) => c.notNull())
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('played_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('ot', 'bigint', (c) => c.notNull())
      .addColumn('home_id', 'integer', (c) => c.notNull())
      .addColumn('away_id', 'integer', (c) => c.notNull())
      .addColumn('home_goals', 'integer', (c) => c.notNull())
      .addColumn('away_goals', 'integer', (c) => c.notNull())
      .addColumn('home_ht', 'integer')
      .addColumn('away_ht', 'integer')
      .addColumn('source', 'varchar(200)', (c) => c.notNull())
      .addUniqueConstraint('live_imported_results_match', ['league_id', 'played_on', 'home_id', 'away_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('live_imported_results').execute();
  },
};
