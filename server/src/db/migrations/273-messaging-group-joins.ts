import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Growing a group with consent (server/src/messaging/group-joins.ts): a group's link code and
 * whether joining needs the owner's or an admin's approval; one row per invitation or request to
 * join, open while `state` is 'invited' (waiting for the invitee) or 'requested' (waiting for the
 * owner or an admin), one open row per fan and group; and where a member's history starts
 * (`since_seq`: a newcomer reads from their own join line on, not what was said before).
 */
export const messagingGroupJoins273: NamedMigration = {
  name: '273-messaging-group-joins',
  async up(db) {
    await db.schema
      .alterTable('im_conversations')
      .addColumn('join_code', 'varchar(16)', (c) => c.unique())
      .execute();
    await db.schema
      .alterTable('im_conversations')
      .addColumn('join_approval', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .alterTable('im_members')
      .addColumn('since_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('im_group_joins')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('im_conversations.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // null: came by the link
      .addColumn('inviter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('state', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('im_group_joins_open_idx')
      .on('im_group_joins')
      .columns(['conversation_id', 'user_id'])
      .unique()
      .where(sql.ref('state'), 'in', ['invited', 'requested'])
      .execute();
    await db.schema.createIndex('im_group_joins_user_idx').on('im_group_joins').columns(['user_id', 'state']).execute();
  },
};
