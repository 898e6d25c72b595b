import { sql, type ColumnDefinitionBuilder } from 'kysely';
import type { NamedMigration } from './types';

/**
 * Activities (server/src/activities): the lottery's prizes (odds weight, stock) and draws, match
 * guesses, and the delivery address for physical prizes. The prize list is configuration, inserted
 * here once; ops change weights and stock in the table.
 */
export const activities250: NamedMigration = {
  name: '250-activities',
  async up(db) {
    const user = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');
    await db.schema
      .createTable('lottery_prizes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight >= 0`))
      // null: unlimited; never below zero
      .addColumn('stock', 'integer', (c) => c.check(sql`stock IS NULL OR stock >= 0`))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('lottery_prizes')
      .values([
        { id: 1, name: '谢谢参与', kind: 'none', amount: 0, weight: 3000, stock: null, sort: 1 },
        { id: 2, name: '5积分', kind: 'point', amount: 5, weight: 3000, stock: null, sort: 2 },
        { id: 3, name: '20积分', kind: 'point', amount: 20, weight: 1500, stock: null, sort: 3 },
        { id: 4, name: '5金币', kind: 'coin', amount: 5, weight: 1500, stock: null, sort: 4 },
        { id: 5, name: '30金币', kind: 'coin', amount: 30, weight: 800, stock: 500, sort: 5 },
        { id: 6, name: '100积分', kind: 'point', amount: 100, weight: 180, stock: 200, sort: 6 },
        { id: 7, name: '球迷围巾', kind: 'item', amount: 0, weight: 15, stock: 20, sort: 7 },
        { id: 8, name: '主队球衣', kind: 'item', amount: 0, weight: 5, stock: 5, sort: 8 },
      ])
      .execute();
    await db.schema
      .createTable('lottery_draws')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', user)
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('day', 'char(10)', (c) => c.notNull())
      // 1..limit within the day: the unique (user, day, seq) makes racing draws stop at the limit
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('prize_id', 'integer', (c) => c.notNull().references('lottery_prizes.id'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('lottery_draws_request_uq', ['user_id', 'request_id'])
      .addUniqueConstraint('lottery_draws_seq_uq', ['user_id', 'day', 'seq'])
      .execute();
    await db.schema
      .createTable('guesses')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', user)
      .addColumn('match_id', 'integer', (c) => c.notNull())
      .addColumn('pick', 'varchar(5)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('score', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('reward', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('settled_at', 'timestamptz')
      .addUniqueConstraint('guesses_user_match_uq', ['user_id', 'match_id'])
      .execute();
    await db.schema.createIndex('guesses_pending_idx').on('guesses').columns(['status', 'match_id']).execute();
    await db.schema
      .createTable('delivery_addresses')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(20)', (c) => c.notNull())
      .addColumn('phone', 'varchar(11)', (c) => c.notNull())
      .addColumn('region', 'varchar(40)', (c) => c.notNull())
      .addColumn('detail', 'varchar(100)', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
