import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Chat images, saved messages and remarks (server/src/messaging). An image message points at one
 * upload of the sender (`purpose = 'chat'`, each used once; recalling the message deletes the
 * upload). A saved message (收藏) is a row per user and message; a remark (备注) is what its owner
 * calls another user, seen by that owner only.
 */
export const messagingExtras270: NamedMigration = {
  name: '270-messaging-extras',
  async up(db) {
    await db.schema
      .alterTable('im_messages')
      .addColumn('image_id', 'char(32)', (c) => c.references('uploads.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('im_messages_image_idx').on('im_messages').column('image_id').unique().execute();
    await db.schema
      .createTable('im_favors')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message_id', 'integer', (c) => c.notNull().references('im_messages.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('im_favors_pk', ['user_id', 'message_id'])
      .execute();
    await db.schema.createIndex('im_favors_time_idx').on('im_favors').columns(['user_id', 'created_at']).execute();
    await db.schema
      .createTable('im_remarks')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('remark', 'varchar(16)', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('im_remarks_pk', ['user_id', 'target_id'])
      .execute();
  },
};
