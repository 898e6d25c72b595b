import type { NamedMigration } from './types';

/**
 * Reports on room chat lines and messages (the console's report queue, server/src/moderation): a
 * message a moderator hid after a report keeps its seq (the conversation has no gap) but is shown
 * to nobody. A hidden chat line is a deleted one (vlive_chat.deleted), so it needs nothing new.
 */
export const reportChatMessages327: NamedMigration = {
  name: '327-report-chat-messages',
  async up(db) {
    await db.schema.alterTable('im_messages').addColumn('hidden_at', 'timestamptz').execute();
  },
};
