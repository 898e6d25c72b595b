import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Daily check-ins (server/src/checkin/checkin.ts): one row per user and Beijing day, with the
 * streak it made. The day is YYYY-MM-DD text, so reading it back involves no time-zone parsing.
 */
export const checkins023: NamedMigration = {
  name: '023-checkins',
  async up(db) {
    await db.schema
      .createTable('checkins')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'char(10)', (c) => c.notNull())
      .addColumn('streak', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('checkins_pk', ['user_id', 'day'])
      .execute();
  },
};
