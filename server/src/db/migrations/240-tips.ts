import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Expert tips (server/src/tips): experts (a user who applied, or a model expert), their tips on
 * engine matches with the line and odds at publication, purchases of paid tips (the coins move in
 * the wallet ledger in the same transaction) and follows. `result`/`profit` are written once, when
 * the match ends; the rank queries read settled tips by `(expert_id, settled_at)`.
 */
export const tips240: NamedMigration = {
  name: '240-tips',
  async up(db) {
    const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
    await db.schema
      .createTable('tips_experts')
      .addColumn('user_id', 'integer', (c) => user(c).primaryKey())
      .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('level', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('tips_tips')
      .addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey())
      .addColumn('expert_id', 'integer', (c) => c.notNull().references('tips_experts.user_id').onDelete('cascade'))
      .addColumn('match_id', 'bigint', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('market', 'smallint', (c) => c.notNull())
      .addColumn('pick', 'varchar(8)', (c) => c.notNull())
      .addColumn('line', 'real', (c) => c.notNull())
      .addColumn('odds', 'real', (c) => c.notNull())
      .addColumn('options', 'jsonb', (c) => c.notNull())
      .addColumn('title', 'varchar(15)', (c) => c.notNull())
      .addColumn('analysis', 'text', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('publish_time', 'bigint', (c) => c.notNull())
      .addColumn('result', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('profit', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('settled_at', 'bigint')
      .addColumn('buyers', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('tips_feed_idx').on('tips_tips').columns(['publish_time desc', 'id desc']).execute();
    // one tip per expert, match and market
    await db.schema
      .createIndex('tips_expert_match_uq')
      .on('tips_tips')
      .columns(['expert_id', 'match_id', 'market'])
      .unique()
      .execute();
    await db.schema.createIndex('tips_expert_day_idx').on('tips_tips').columns(['expert_id', 'day']).execute();
    await db.schema.createIndex('tips_match_idx').on('tips_tips').columns(['match_id', 'result']).execute();
    await db.schema.createIndex('tips_settled_idx').on('tips_tips').columns(['settled_at', 'expert_id']).execute();
    await db.schema
      .createTable('tips_purchases')
      .addColumn('tip_id', 'integer', (c) => c.notNull().references('tips_tips.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', user)
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('tips_purchases_pk', ['tip_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('tips_follows')
      .addColumn('user_id', 'integer', user)
      .addColumn('expert_id', 'integer', (c) => c.notNull().references('tips_experts.user_id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('tips_follows_pk', ['user_id', 'expert_id'])
      .execute();
    await db.schema.createIndex('tips_follows_expert_idx').on('tips_follows').column('expert_id').execute();
  },
};
