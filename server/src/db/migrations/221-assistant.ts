import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { NamedMigration } from './types';

/** The ChatGPT page's conversations, questions and answers, per user (server/src/assistant). */
export const assistant221: NamedMigration = {
  name: '221-assistant',
  async up(db) {
    const ref = (col: string) => (c: ColumnDefinitionBuilder) => c.notNull().references(col).onDelete('cascade');
    await db.schema
      .createTable('ai_conversations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', ref('users.id'))
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('ai_conversations_user_idx')
      .on('ai_conversations')
      .columns(['user_id', 'updated_at'])
      .execute();
    await db.schema
      .createTable('ai_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('conversation_id', 'integer', ref('ai_conversations.id'))
      .addColumn('user_id', 'integer', ref('users.id'))
      .addColumn('role', 'varchar(10)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('done'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('ai_messages_conv_idx').on('ai_messages').columns(['conversation_id', 'id']).execute();
    await db.schema
      .createIndex('ai_messages_user_time_idx')
      .on('ai_messages')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
