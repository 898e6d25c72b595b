import type { NamedMigration } from './types';

/**
 * Recordings of anchors' broadcasts (server/src/vlive/recordings.ts): each stream an anchor pushed
 * during a broadcast (one per connect: its HLS folder, named by the ingest key, is kept whole), in
 * order; and when a broadcast's recording was removed for its age (its replay is gone: 回放已过期).
 */
export const vliveRecordings334: NamedMigration = {
  name: '334-vlive-recordings',
  async up(db) {
    await db.schema
      .createTable('vlive_broadcast_streams')
      .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('vlive_broadcasts.id').onDelete('cascade'))
      .addColumn('ingest_key', 'varchar(16)', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('vlive_broadcast_streams_pk', ['broadcast_id', 'ingest_key'])
      .execute();
    await db.schema.alterTable('vlive_broadcasts').addColumn('recording_removed_at', 'timestamptz').execute();
  },
};
