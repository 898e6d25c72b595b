import { nicknameKey } from '@kickoff/shared/contracts';
import type { NamedMigration } from './types';

/**
 * Nicknames become unique among live accounts, compared as `nicknameKey` does (NFKC, lower case):
 * a `nick_key` column filled in for every existing row, then a unique index on it. Where existing
 * accounts already share a name, the oldest keeps it and each later one gets its id added
 * (老王 → 老王1234). Deleted accounts (注销) hold no key.
 */
export const nicknameKeys031: NamedMigration = {
  name: '031-nickname-keys',
  async up(db) {
    await db.schema.alterTable('users').addColumn('nick_key', 'varchar(64)').execute();
    const held = new Set<string>();
    const BATCH = 1000;
    for (let after = 0; ;) {
      const rows: { id: number; nick_name: string }[] = await db
        .selectFrom('users')
        .select(['id', 'nick_name'])
        .where('deleted_at', 'is', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        let name = row.nick_name;
        if (held.has(nicknameKey(name))) name = `${name}${row.id}`;
        for (let n = 2; held.has(nicknameKey(name)); n++) name = `${row.nick_name}${row.id}-${n}`;
        held.add(nicknameKey(name));
        await db
          .updateTable('users')
          .set({ nick_name: name, nick_key: nicknameKey(name) })
          .where('id', '=', row.id)
          .execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    await db.schema.createIndex('users_nick_key_idx').unique().on('users').column('nick_key').execute();
  },
  async down(db) {
    await db.schema.dropIndex('users_nick_key_idx').execute();
    await db.schema.alterTable('users').dropColumn('nick_key').execute();
  },
};
