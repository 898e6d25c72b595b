import { sql } from 'kysely';
import type { NamedMigration } from './types';

/** Notices to a user from any feature (server/src/notices), listed on /message/notice. */
export const notices021: NamedMigration = {
  name: '021-notices',
  async up(db) {
    await db.schema
      .createTable('notices')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('body', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'varchar(256)', (c) => c.notNull().defaultTo(''))
      .addColumn('dedupe_key', 'varchar(128)')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('read_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('notices_user_idx').on('notices').columns(['user_id', 'id']).execute();
    // a feature that may fire twice (a retry, two engine nodes) sends one notice per key
    await db.schema
      .createIndex('notices_dedupe_idx')
      .on('notices')
      .columns(['user_id', 'dedupe_key'])
      .unique()
      .execute();
  },
};
