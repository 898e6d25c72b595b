import { sql } from 'kysely';
import type { NamedMigration } from './types';

/** Uploaded images (server/src/uploads): re-encoded bytes and a thumbnail, by an unguessable id. */
export const uploads022: NamedMigration = {
  name: '022-uploads',
  async up(db) {
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'char(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
      .addColumn('mime', 'varchar(32)', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('thumb', 'bytea', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('uploads_user_idx').on('uploads').columns(['user_id', 'created_at']).execute();
  },
};
