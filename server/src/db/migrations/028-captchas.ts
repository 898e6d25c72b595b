import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Abuse limits (accounts/captcha.ts, login-limit.ts): picture codes good for one answer, and the
 * login failure counter's lookup by phone and client address together.
 */
export const captchas028: NamedMigration = {
  name: '028-captchas',
  async up(db) {
    await db.schema
      .createTable('captchas')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('captchas_expires_idx').on('captchas').column('expires_at').execute();
    await db.schema
      .createIndex('login_attempts_phone_ip_idx')
      .on('login_attempts')
      .columns(['phone', 'ip', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('login_attempts_phone_ip_idx').execute();
    await db.schema.dropTable('captchas').execute();
  },
};
