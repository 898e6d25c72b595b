import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Portraits are addressed by an unguessable key (32 hex characters) instead of their sequential id,
 * so nobody can walk the ids and read pictures still waiting for review. Existing rows get a key,
 * and the URLs stored on users move to it.
 */
export const portraitKeys002: NamedMigration = {
  name: '002-portrait-keys',
  async up(db) {
    await db.schema.alterTable('portraits').addColumn('key', 'varchar(64)').execute();
    await sql`UPDATE portraits
      SET key = substr(encode(sha256(convert_to(gen_random_uuid()::text || id::text, 'UTF8')), 'hex'), 1, 32)`.execute(
      db,
    );
    await sql`ALTER TABLE portraits ALTER COLUMN key SET NOT NULL`.execute(db);
    await db.schema.createIndex('portraits_key_idx').on('portraits').column('key').unique().execute();
    for (const column of ['portrait', 'portrait_new']) {
      await sql`UPDATE users SET ${sql.ref(column)} = '/user/portrait/' || p.key FROM portraits p
        WHERE users.${sql.ref(column)} = '/user/portrait/' || p.id::text`.execute(db);
    }
  },
};
