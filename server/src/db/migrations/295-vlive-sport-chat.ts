import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Sport-wide chat (`group=football|basketball`) in the room chat's tables: a line or a mute belongs
 * to a room or to a sport, never both; one line per sender and client id in each sport as in each room.
 */
export const vliveSportChat295: NamedMigration = {
  name: '295-vlive-sport-chat',
  async up(db) {
    await db.schema.alterTable('vlive_chat').addColumn('sport', 'varchar(16)').execute();
    await db.schema
      .alterTable('vlive_chat')
      .alterColumn('room_id', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable('vlive_chat')
      .addCheckConstraint('vlive_chat_group_ck', sql`(room_id IS NULL) <> (sport IS NULL)`)
      .execute();
    await db.schema
      .alterTable('vlive_chat')
      .addUniqueConstraint('vlive_chat_sport_client_uq', ['sport', 'user_id', 'client_id'])
      .execute();
    await db.schema.createIndex('vlive_chat_sport_idx').on('vlive_chat').columns(['sport', 'id']).execute();

    await db.schema.alterTable('vlive_mutes').dropConstraint('vlive_mutes_pk').execute();
    await db.schema.alterTable('vlive_mutes').addColumn('sport', 'varchar(16)').execute();
    await db.schema
      .alterTable('vlive_mutes')
      .alterColumn('room_id', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable('vlive_mutes')
      .addCheckConstraint('vlive_mutes_group_ck', sql`(room_id IS NULL) <> (sport IS NULL)`)
      .execute();
    await db.schema
      .alterTable('vlive_mutes')
      .addUniqueConstraint('vlive_mutes_room_uq', ['room_id', 'user_id'])
      .execute();
    await db.schema
      .alterTable('vlive_mutes')
      .addUniqueConstraint('vlive_mutes_sport_uq', ['sport', 'user_id'])
      .execute();
  },
};
