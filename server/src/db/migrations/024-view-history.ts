import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * 浏览历史 (server/src/view-history): one row per fan, kind and thing — a new view of the same
 * thing moves its `viewed_at` forward rather than adding a row. The index serves the list (a fan's
 * kind, newest first) and the cap's trim.
 */
export const viewHistory024: NamedMigration = {
  name: '024-view-history',
  async up(db) {
    await db.schema
      .createTable('view_history')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('target_id', 'integer', (c) => c.notNull())
      .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('view_history_pk', ['user_id', 'kind', 'target_id'])
      .execute();
    await db.schema
      .createIndex('view_history_recent_idx')
      .on('view_history')
      .columns(['user_id', 'kind', 'viewed_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('view_history').execute();
  },
};
