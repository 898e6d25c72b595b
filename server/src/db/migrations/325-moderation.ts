import { sql } from 'kysely';
import { BANNED_WORDS } from '../../moderation/banned-words';
import type { NamedMigration } from './types';

/**
 * The console's moderation (server/src/moderation): the banned-word list becomes a table (seeded
 * with the list the code carried, so nothing masked before goes unmasked), and a fan's site-wide
 * sanctions — muted until a time (no chat, posts, comments or messages) and banned (no sign-in).
 */
export const moderation325: NamedMigration = {
  name: '325-moderation',
  async up(db) {
    await db.schema
      .createTable('banned_words')
      .addColumn('word', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    const seed = [...new Set(BANNED_WORDS.map((w) => w.normalize('NFKC').toLowerCase()))];
    await db
      .insertInto('banned_words')
      .values(seed.map((word) => ({ word })))
      .execute();

    await db.schema
      .createTable('fan_sanctions')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('muted_until', 'timestamptz')
      .addColumn('banned_at', 'timestamptz')
      .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
