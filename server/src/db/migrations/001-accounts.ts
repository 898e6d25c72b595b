import { sql } from 'kysely';
import type { NamedMigration } from './types';

export const accounts001: NamedMigration = {
  name: '001-accounts',
  async up(db) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('nick_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('portrait', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('portrait_audit', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('portrait_new', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('diy_theme', 'varchar(16)', (c) => c.notNull().defaultTo(''))
      .addColumn('real_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('id_card_tail', 'varchar(4)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('code_hash', 'char(64)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sms_codes_phone_idx').on('sms_codes').columns(['phone', 'created_at']).execute();
    await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['ip', 'created_at']).execute();

    await db.schema
      .createTable('sms_outbox')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'id']).execute();

    await db.schema
      .createTable('crypto_keys')
      .addColumn('key_id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('aes_key', 'char(16)', (c) => c.notNull())
      .addColumn('aes_iv', 'char(16)', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('ok', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('login_attempts_phone_idx')
      .on('login_attempts')
      .columns(['phone', 'created_at'])
      .execute();
    await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'created_at']).execute();

    await db.schema
      .createTable('portraits')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('mime', 'varchar(32)', (c) => c.notNull())
      .addColumn('bytes', 'bytea', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('feedback')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
