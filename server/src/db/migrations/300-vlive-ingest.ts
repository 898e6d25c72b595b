import type { NamedMigration } from './types';

/**
 * Anchors' own streams (server/src/vlive/stream-keys.ts, media/ingest.ts): one secret stream key per
 * room, kept only as its SHA-256; and on the room, the folder key of the broadcast its anchor is
 * pushing now (null: none — the generated picture plays) and since when its signal is lost
 * (主播暂时离开; null: it is coming in).
 */
export const vliveIngest300: NamedMigration = {
  name: '300-vlive-ingest',
  async up(db) {
    await db.schema
      .createTable('vlive_stream_keys')
      .addColumn('room_id', 'integer', (c) => c.primaryKey().references('vlive_rooms.id').onDelete('cascade'))
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('vlive_rooms').addColumn('ingest_key', 'varchar(16)').execute();
    await db.schema.alterTable('vlive_rooms').addColumn('away_since', 'timestamptz').execute();
  },
};
