/**
 * Account writes that must hold as a whole under concurrency: each is one guarded statement or
 * one transaction, so two requests at once, or a failure part-way, never leave half a change.
 */
import type { Db } from '../db/index';
import { revokeUserSessions, sessionsRevoked } from '../auth/sessions';

/**
 * Sets the new password hash and revokes every other session of the user in one transaction. The
 * update is guarded by the hash the old password was checked against: when two changes race, the
 * second finds the hash moved on and changes nothing (false). The caller's own session is kept.
 */
export async function changePassword(
  db: Db,
  userId: number,
  checkedHash: string,
  newHash: string,
  keepToken?: string,
): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set({ password_hash: newHash })
      .where('id', '=', userId)
      .where('password_hash', '=', checkedHash)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await revokeUserSessions(trx, userId, keepToken);
    return true;
  });
  if (changed) sessionsRevoked(userId, keepToken);
  return changed;
}

/**
 * Records the real name once: the `real_name = ''` guard (not yet certified) makes the first of parallel submissions
 * win.
 */
export async function certifyRealName(db: Db, userId: number, realName: string, idCardTail: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ real_name: realName, id_card_tail: idCardTail })
    .where('id', '=', userId)
    .where('real_name', '=', '')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
