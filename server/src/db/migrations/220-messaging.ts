import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Private and group chat, the social graph and blocks (server/src/messaging). A conversation hands
 * out its own message sequence (`last_seq`, bumped under the row lock of the send transaction), so
 * every member sees one total order and can refill a gap by asking for the seqs it lacks.
 */
export const messaging220: NamedMigration = {
  name: '220-messaging',
  async up(db) {
    const ref = (col: string) => (c: ColumnDefinitionBuilder) => c.notNull().references(col).onDelete('cascade');
    await db.schema
      .createTable('im_follows')
      .addColumn('follower_id', 'integer', ref('users.id'))
      .addColumn('followee_id', 'integer', ref('users.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('im_follows_pk', ['follower_id', 'followee_id'])
      .execute();
    await db.schema.createIndex('im_follows_followee_idx').on('im_follows').columns(['followee_id']).execute();
    await db.schema
      .createTable('im_blocks')
      .addColumn('user_id', 'integer', ref('users.id'))
      .addColumn('blocked_id', 'integer', ref('users.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('im_blocks_pk', ['user_id', 'blocked_id'])
      .execute();
    await db.schema
      .createTable('im_conversations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      // 'small:large' user ids of a private conversation: one conversation per pair
      .addColumn('pair_key', 'varchar(32)', (c) => c.unique())
      .addColumn('name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('notice', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('muted_all', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dissolved_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('im_members')
      .addColumn('conversation_id', 'integer', ref('im_conversations.id'))
      .addColumn('user_id', 'integer', ref('users.id'))
      .addColumn('role', 'varchar(8)', (c) => c.notNull().defaultTo('member'))
      .addColumn('read_seq', 'integer', (c) => c.notNull().defaultTo(0))
      // a conversation deleted from the list comes back with the next message after this seq
      .addColumn('hidden_seq', 'integer', (c) => c.notNull().defaultTo(-1))
      .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('quiet', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('muted_until', 'timestamptz')
      .addColumn('left_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('im_members_pk', ['conversation_id', 'user_id'])
      .execute();
    await db.schema.createIndex('im_members_user_idx').on('im_members').columns(['user_id']).execute();
    await db.schema
      .createTable('im_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('conversation_id', 'integer', ref('im_conversations.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      // null for a system line (member joined, muted …)
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('text'))
      .addColumn('text', 'varchar(2000)', (c) => c.notNull())
      .addColumn('reply_to_seq', 'integer')
      .addColumn('client_id', 'varchar(64)')
      .addColumn('recalled_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('im_messages_seq_idx')
      .on('im_messages')
      .columns(['conversation_id', 'seq'])
      .unique()
      .execute();
    // a resend with the same client id is the same message
    await db.schema
      .createIndex('im_messages_client_idx')
      .on('im_messages')
      .columns(['sender_id', 'client_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('im_messages_sender_time_idx')
      .on('im_messages')
      .columns(['sender_id', 'created_at'])
      .execute();
  },
};
