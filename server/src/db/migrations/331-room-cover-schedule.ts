import type { NamedMigration } from './types';

/**
 * A room's cover picture (an upload-service address staff chose in the console; '' = the drawn
 * cover `/api/vlive/cover/{id}.svg`) and when its next broadcast is planned (null = not planned).
 */
export const roomCoverSchedule331: NamedMigration = {
  name: '331-room-cover-schedule',
  async up(db) {
    await db.schema
      .alterTable('vlive_rooms')
      .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('vlive_rooms').addColumn('scheduled_at', 'timestamptz').execute();
  },
};
