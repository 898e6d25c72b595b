import { sql } from 'kysely';
import type { NamedMigration } from './types';

/**
 * The wallet (server/src/wallet): a balance per user and currency that can never go below zero, the
 * transfers by idempotency key (a key is spent once: a replay finds it and changes nothing), and one
 * ledger row per balance change.
 */
export const wallet020: NamedMigration = {
  name: '020-wallet',
  async up(db) {
    await db.schema
      .createTable('wallets')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('wallets_pk', ['user_id', 'currency'])
      .addCheckConstraint('wallets_balance_nonneg', sql`balance >= 0`)
      .execute();

    await db.schema
      .createTable('wallet_transfers')
      .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('reason', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('wallet_ledger')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('transfer_key', 'varchar(128)', (c) =>
        c.notNull().references('wallet_transfers.key').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('currency', 'varchar(8)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'varchar(16)', (c) => c.notNull())
      .addColumn('ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('wallet_ledger_user_idx')
      .on('wallet_ledger')
      .columns(['user_id', 'currency', 'id'])
      .execute();
    await db.schema.createIndex('wallet_ledger_transfer_idx').on('wallet_ledger').column('transfer_key').execute();
  },
};
