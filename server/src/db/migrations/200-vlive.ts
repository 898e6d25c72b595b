import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Video-live rooms (server/src/vlive): rooms with their anchor and state, anchor follows, room chat
 * (one line per sender and client id), mutes, gifts sent (the ranking reads them; the coins moved in
 * the wallet ledger under the same key) and nobles.
 */
export const vlive200: NamedMigration = {
  name: '200-vlive',
  async up(db) {
    await db.schema
      .createTable('vlive_rooms')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('category', 'smallint', (c) => c.notNull())
      .addColumn('match_id', 'bigint', (c) => c.unique())
      .addColumn('sport', 'varchar(16)')
      .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('offline'))
      .addColumn('stream_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('notice', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('started_at', 'timestamptz')
      .addColumn('held_until', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('vlive_rooms_status_idx').on('vlive_rooms').columns(['status', 'category']).execute();

    await db.schema
      .createTable('vlive_follows')
      .addColumn('anchor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('vlive_follows_pk', ['anchor_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('vlive_chat')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('room_id', 'integer', (c) => c.notNull().references('vlive_rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('text', 'varchar(400)', (c) => c.notNull())
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('vlive_chat_client_uq', ['room_id', 'user_id', 'client_id'])
      .execute();
    await db.schema.createIndex('vlive_chat_room_idx').on('vlive_chat').columns(['room_id', 'id']).execute();

    await db.schema
      .createTable('vlive_mutes')
      .addColumn('room_id', 'integer', (c) => c.notNull().references('vlive_rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('until', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('vlive_mutes_pk', ['room_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('vlive_gift_sends')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('transfer_key', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('room_id', 'integer', (c) => c.notNull().references('vlive_rooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('gift_id', 'smallint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('coins', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('vlive_gift_sends_room_idx')
      .on('vlive_gift_sends')
      .columns(['room_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('vlive_nobles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('tier', 'smallint', (c) => c.notNull())
      .addColumn('until', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
