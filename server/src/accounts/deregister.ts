/**
 * 注销账号: the account's deletion, in one transaction. What other fans rely on stays — ledger
 * rows, chat lines, posts and comments keep pointing at the row — but the row no longer says who
 * it was: nickname 已注销用户, no portrait, no real name, a password no input can match, and the
 * phone released (replaced by a marker that is no phone, `d` + id) so it can register again.
 * Every session is revoked; private traces (portraits, notices, browsing history, followed teams)
 * are removed, feedback is detached.
 */
import { sql } from 'kysely';
import { DELETED_NICKNAME } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { consumeCode } from './sms-codes';
import { revokeUserSessions, sessionsRevoked } from '../auth/sessions';

/** Not a scrypt record (password-hash.ts): verifyPassword answers false for every password. */
const UNUSABLE_PASSWORD_HASH = '!deleted';

/**
 * Deletes the account when `code` is the phone's live deletion code; false (and nothing changed
 * but the code's guess count) otherwise. The sockets signed in as the user lose their private
 * topics once the transaction has committed.
 */
export async function deregisterAccount(db: Db, userId: number, phone: string, code: string): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, phone, code, 'deregister'))) return false;
    const row = await trx
      .updateTable('users')
      .set({
        phone: `d${userId}`,
        password_hash: UNUSABLE_PASSWORD_HASH,
        nick_name: DELETED_NICKNAME,
        // the name is free again for anyone
        nick_key: null,
        portrait: '',
        portrait_new: '',
        portrait_audit: 1,
        diy_theme: '',
        real_name: '',
        id_card_tail: '',
        deleted_at: new Date(),
      })
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;
    await revokeUserSessions(trx, userId);
    await trx.deleteFrom('uploads').where('user_id', '=', userId).where('purpose', '=', 'avatar').execute();
    await trx.deleteFrom('notices').where('user_id', '=', userId).execute();
    await trx.deleteFrom('view_history').where('user_id', '=', userId).execute();
    await sql`DELETE FROM team_follows WHERE user_id = ${userId}`.execute(trx);
    await trx.updateTable('feedback').set({ user_id: null, contact: '' }).where('user_id', '=', userId).execute();
    return true;
  });
  if (done) sessionsRevoked(userId);
  return done;
}
