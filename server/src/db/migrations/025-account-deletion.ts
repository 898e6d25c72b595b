import type { NamedMigration } from './types';

/**
 * 注销账号 (accounts/deregister.ts): a deleted account keeps its row (ledger rows, chat lines and
 * posts still point at it) but is marked, and its phone is released. SMS codes carry what they
 * were sent for, so a sign-in code cannot delete an account nor a deletion code sign anyone in.
 */
export const accountDeletion025: NamedMigration = {
  name: '025-account-deletion',
  async up(db) {
    await db.schema.alterTable('users').addColumn('deleted_at', 'timestamptz').execute();
    await db.schema
      .alterTable('sms_codes')
      .addColumn('purpose', 'varchar(16)', (c) => c.notNull().defaultTo('login'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('sms_codes').dropColumn('purpose').execute();
    await db.schema.alterTable('users').dropColumn('deleted_at').execute();
  },
};
