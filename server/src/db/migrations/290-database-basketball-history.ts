import { sql } from 'kysely';
import { dbMatchesView } from './230-database';
import type { NamedMigration } from './types';

/**
 * Basketball history in the 资料库: generated results carry their sport (football before this),
 * and `db_matches` reads it, so the basketball leagues' generated seasons are basketball rows.
 */
export const databaseBasketball290: NamedMigration = {
  name: '290-database-basketball-history',
  async up(db) {
    await db.schema
      .alterTable('db_generated_results')
      .addColumn('sport', 'varchar(16)', (c) => c.notNull().defaultTo('football'))
      .execute();
    await sql.raw('DROP VIEW db_matches').execute(db);
    await sql.raw(dbMatchesView('g.sport')).execute(db);
  },
  async down(db) {
    await sql.raw('DROP VIEW db_matches').execute(db);
    await sql`DELETE FROM db_generated_results WHERE sport <> 'football'`.execute(db);
    await db.schema.alterTable('db_generated_results').dropColumn('sport').execute();
    await sql.raw(dbMatchesView("'football'")).execute(db);
  },
};
