import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * The console's nickname queue (server/src/moderation/nickname-queue.ts): a fan's rename shows at
 * once and waits here (one row per fan, the newest name) until a moderator approves it (the row
 * goes) or rejects it (the fan is renamed 球迷<id> and told).
 */
export const nicknameReviews328: NamedMigration = {
  name: '328-nickname-reviews',
  async up(db) {
    await db.schema
      .createTable('nickname_reviews')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('nick_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('previous', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
