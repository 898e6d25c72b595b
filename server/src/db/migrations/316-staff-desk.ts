import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * The console's news and experts desks (news/desk.ts, tips/applications.ts): on articles the row
 * version an edit must name and when one was pinned to the top of 头条 (drafts are hidden with
 * publish_time 0 until first published); on tips whether staff hid one and its version; and fans'
 * applications to become an expert, pending until a moderator decides.
 */
export const staffDesk316: NamedMigration = {
  name: '316-staff-desk',
  async up(db) {
    await db.schema
      .alterTable('news_articles')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('news_articles').addColumn('pinned_at', 'timestamptz').execute();

    await db.schema
      .alterTable('tips_tips')
      .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .alterTable('tips_tips')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable('tips_applications')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('decided_at', 'timestamptz')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('tips_applications_status_idx')
      .on('tips_applications')
      .columns(['status', 'applied_at'])
      .execute();
  },
};
