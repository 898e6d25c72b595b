/**
 * The console's nickname queue: a fan's rename is shown at once and waits for a moderator (one row
 * per fan, the newest name; `queueRename` is called by the rename). Approving takes it off the
 * queue; rejecting renames the fan to a neutral 球迷<id> (digits added if someone holds it) and
 * tells them by notice. A decision names the nickname the moderator saw: a rename since is
 * refused (CONFLICT), not decided blind; one already decided is NOT_FOUND.
 */
import { ErrorCodes, nicknameKey, type PendingNickname } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { freeNickName } from '../accounts/signup';
import { createNotices, type UserNotice } from '../notices/notices';
import type { Tx } from '../wallet/ledger';
import { moderationDb } from './tables';

/** Puts (or keeps, with its newest name) a fan's rename in the queue, in the rename's transaction. */
export async function queueRename(db: Db | Tx, userId: number, previous: string, nickName: string): Promise<void> {
  await moderationDb(db)
    .insertInto('nickname_reviews')
    .values({ user_id: userId, nick_name: nickName, previous, changed_at: new Date() })
    // the name fans saw before the first rename still waiting stays `previous`
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ nick_name: nickName, changed_at: new Date() }))
    .execute();
}

/** The renames waiting, oldest first (100 at most), of accounts not deleted. */
export async function pendingNicknames(db: Db): Promise<PendingNickname[]> {
  const rows = await moderationDb(db)
    .selectFrom('nickname_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'r.nick_name', 'r.previous', 'r.changed_at'])
    // a deleted account's (注销) name is gone already
    .where('u.deleted_at', 'is', null)
    .orderBy('r.changed_at')
    .orderBy('r.user_id')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    nickName: r.nick_name,
    previous: r.previous,
    changedAt: new Date(r.changed_at).getTime(),
  }));
}

export interface NicknameDecision {
  before: string;
  after: string;
  notices: UserNotice[];
}

export async function decideNickname(
  db: Tx,
  userId: number,
  seen: string,
  approve: boolean,
): Promise<NicknameDecision> {
  // the fan's row first, as a rename locks it: a rename racing this decision waits for it
  const user = await db.selectFrom('users').select('nick_name').where('id', '=', userId).forUpdate().executeTakeFirst();
  const row = await moderationDb(db)
    .selectFrom('nickname_reviews')
    .select(['nick_name', 'changed_at'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, '没有待审核的昵称，可能已被其他人处理');
  if (row.nick_name !== seen || user?.nick_name !== seen)
    throw new AppError(ErrorCodes.CONFLICT, '该用户已改了新昵称，请刷新后再审');
  await moderationDb(db).deleteFrom('nickname_reviews').where('user_id', '=', userId).execute();
  if (approve) return { before: seen, after: seen, notices: [] };
  const name = await freeNickName(db, `球迷${userId}`);
  await db
    .updateTable('users')
    .set({ nick_name: name, nick_key: nicknameKey(name) })
    .where('id', '=', userId)
    .execute();
  const notices = await createNotices(db, [userId], {
    kind: 'system',
    title: '昵称未通过审核',
    body: `你的昵称「${seen}」未通过审核，已改为「${name}」。请遵守社区规范，可在 我的-设置 中重新修改。`,
    link: '/user/nickname',
    dedupeKey: `nickname:${new Date(row.changed_at).getTime()}`,
  });
  return { before: seen, after: name, notices };
}
