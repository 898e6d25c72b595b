import { sql } from 'kysely';
import type { NamedMigration } from './types';

/** 关注: which matches each fan follows (the scores remote's 关注 tab and its bell). */
export const liveFollows103: NamedMigration = {
  name: '103-live-follows',
  async up(db) {
    await db.schema
      .createTable('live_follows')
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('sport', 'varchar(16)', (c) => c.notNull())
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('live_follows_pk', ['user_id', 'sport', 'match_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('live_follows').execute();
  },
};
