import { RESEED_PASSWORD_HASH, verifyPassword } from '../../accounts/password-hash';
import type { NamedMigration } from './types';

/** The accounts the video-live seed made before seeded passwords were random: anchors and their fans. */
const LEGACY_SEEDED_PHONES = [
  '19900000001',
  '19900000002',
  '19900000003',
  '19900000004',
  '19900000005',
  '19900000101',
  '19900000102',
  '19900000103',
];
/** The demo's published password those accounts were given. */
const PUBLISHED_PASSWORD = 'kickoff123';

/**
 * A demo database seeded before this change still lets anyone sign in as an anchor with the
 * published password. Each such account that still answers it loses it (and its sessions) and is
 * marked: the next demo start gives it a random password and prints it (accounts/seeded-accounts.ts).
 * A database without those accounts (production) costs one query.
 */
export const legacySeedPasswords033: NamedMigration = {
  name: '033-legacy-seed-passwords',
  async up(db) {
    const rows: { id: number; password_hash: string }[] = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('phone', 'in', LEGACY_SEEDED_PHONES)
      .execute();
    for (const row of rows) {
      if (!(await verifyPassword(PUBLISHED_PASSWORD, row.password_hash))) continue;
      await db.updateTable('users').set({ password_hash: RESEED_PASSWORD_HASH }).where('id', '=', row.id).execute();
      await db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', row.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
  },
};
