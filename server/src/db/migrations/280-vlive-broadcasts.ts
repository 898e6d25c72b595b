import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Video-live broadcasts (server/src/vlive/replays.ts): one row per time a room went on air, closed
 * when it went off. An ended broadcast is a replay; its chat is the room's lines sent between the
 * two times. Rooms that have been on air before this migration get their last broadcast (closed now
 * unless still live).
 */
export const vliveBroadcasts280: NamedMigration = {
  name: '280-vlive-broadcasts',
  async up(db) {
    await db.schema
      .createTable('vlive_broadcasts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('room_id', 'integer', (c) => c.notNull().references('vlive_rooms.id').onDelete('cascade'))
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('vlive_broadcasts_room_idx')
      .on('vlive_broadcasts')
      .columns(['room_id', 'started_at'])
      .execute();
    await db.schema.createIndex('vlive_broadcasts_ended_idx').on('vlive_broadcasts').column('ended_at').execute();
    await sql`
      INSERT INTO vlive_broadcasts (room_id, started_at, ended_at)
      SELECT id, started_at, CASE WHEN status = 'live' THEN NULL ELSE greatest(now(), started_at) END
      FROM vlive_rooms WHERE started_at IS NOT NULL
    `.execute(db);
    // chat is read by room and time for a replay
    await db.schema.createIndex('vlive_chat_time_idx').on('vlive_chat').columns(['room_id', 'created_at']).execute();
  },
};
