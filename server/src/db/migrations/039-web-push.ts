import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Web Push (server/src/push): the server's VAPID key pair, made on the first start and kept here
 * (one row), and each fan's browser subscriptions (endpoint, keys, the alert kinds switched off).
 */
export const webPush039: NamedMigration = {
  name: '039-web-push',
  async up(db) {
    await db.schema
      .createTable('push_vapid')
      .addColumn('id', 'smallint', (c) => c.primaryKey())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('endpoint', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('off', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
  },
  async down(db) {
    await db.schema.dropTable('push_subscriptions').execute();
    await db.schema.dropTable('push_vapid').execute();
  },
};
