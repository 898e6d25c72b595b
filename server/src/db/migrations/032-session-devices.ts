import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * 登录设备: each session gets a public id (the device list names it, never its token), the user
 * agent it signed in with, and when it was last used (the sliding 30-day lifetime counts from there).
 */
export const sessionDevices032: NamedMigration = {
  name: '032-session-devices',
  async up(db) {
    await db.schema
      .alterTable('sessions')
      .addColumn('id', 'serial', (c) => c.notNull().unique())
      .execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('user_agent', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: sql`created_at` })
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
    await db.schema.alterTable('sessions').dropColumn('id').execute();
  },
};
