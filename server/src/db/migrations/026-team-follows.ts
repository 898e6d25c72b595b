import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * 关注球队 (server/src/database/team-follows.ts): one row per fan and team of the 资料库. The team
 * id is checked against the `db_teams` view when followed (a view takes no foreign key).
 */
export const teamFollows026: NamedMigration = {
  name: '026-team-follows',
  async up(db) {
    await db.schema
      .createTable('team_follows')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('team_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('team_follows_pk', ['user_id', 'team_id'])
      .execute();
    await db.schema
      .createIndex('team_follows_recent_idx')
      .on('team_follows')
      .columns(['user_id', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('team_follows').execute();
  },
};
