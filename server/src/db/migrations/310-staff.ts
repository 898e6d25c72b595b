import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * The operator console (server/src/staff): the append-only audit log of staff actions (the
 * database itself ignores an UPDATE or DELETE of it); the banners and pop-ups `/tj/operate/config`
 * serves (the four standing activities, until now a code constant, become its first banners); the
 * download packages `/inform/apk/resource` serves; and on the rooms, when staff closed one and the
 * row version an edit must name.
 */
export const staff310: NamedMigration = {
  name: '310-staff',
  async up(db) {
    await db.schema
      .createTable('staff_audit')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('target', 'varchar(80)', (c) => c.notNull())
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb')
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // append-only in the database too: an UPDATE or DELETE of an entry does nothing
    await sql`CREATE RULE staff_audit_no_update AS ON UPDATE TO staff_audit DO INSTEAD NOTHING`.execute(db);
    await sql`CREATE RULE staff_audit_no_delete AS ON DELETE TO staff_audit DO INSTEAD NOTHING`.execute(db);

    await db.schema
      .createTable('operate_items')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .addColumn('link', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .addColumn('platform', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // 2026-11-01 00:00 Beijing: when the standing activities opened; end 0 = no end set
    const opened = 1_761_926_400;
    await db
      .insertInto('operate_items')
      .values([
        { kind: 'banner', title: '幸运大转盘', link: '/activity/lottery', start_time: opened },
        { kind: 'banner', title: '赛事竞猜', link: '/activity?tab=guess', start_time: opened },
        { kind: 'banner', title: '每日签到', link: '/activity/reg', start_time: opened },
        { kind: 'banner', title: '积分排行', link: '/activity/rank', start_time: opened },
      ])
      .execute();

    await db.schema
      .createTable('app_packages')
      .addColumn('platform', 'varchar(8)', (c) => c.primaryKey())
      .addColumn('url', 'varchar(300)', (c) => c.notNull())
      .addColumn('app_version', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('notes', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await db.schema.alterTable('vlive_rooms').addColumn('closed_at', 'timestamptz').execute();
    await db.schema
      .alterTable('vlive_rooms')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },
};
