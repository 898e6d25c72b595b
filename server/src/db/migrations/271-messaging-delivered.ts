import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Delivered state (已送达): how far each member's client has received the conversation (a push it
 * acknowledged, a history page or the conversation list it loaded). Read implies delivered, so the
 * existing read marks seed it.
 */
export const messagingDelivered271: NamedMigration = {
  name: '271-messaging-delivered',
  async up(db) {
    await db.schema
      .alterTable('im_members')
      .addColumn('delivered_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE im_members SET delivered_seq = read_seq`.execute(db);
  },
};
