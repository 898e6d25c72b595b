/**
 * Following an expert (`POST /tj/expert/follow`, plat + eid): the call toggles — a follower
 * unfollows, anyone else follows — and answers the new flag; the client flips its own flag only
 * after this succeeds (docs/product.md §4). A new follower leaves the expert a 新增粉丝 notice.
 */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import type { Hub } from '../realtime/hub';
import { createNotices, pushNotices, type UserNotice } from '../notices/notices';
import { isExpert } from './experts';
import { tipsDb } from './tables';

export async function toggleFollow(db: Db, hub: Hub | null, userId: number, expertId: number): Promise<0 | 1> {
  if (userId === expertId) throw new AppError(ErrorCodes.PARAM_INVALID, '不能关注自己');
  if (!(await isExpert(db, expertId))) throw new AppError(ErrorCodes.NOT_FOUND, '该专家不存在');
  let notices: UserNotice[] = [];
  const flag = await db.transaction().execute(async (trx) => {
    const t = tipsDb(trx);
    const gone = await t
      .deleteFrom('tips_follows')
      .where('user_id', '=', userId)
      .where('expert_id', '=', expertId)
      .returning('user_id')
      .executeTakeFirst();
    if (gone) return 0 as const;
    await t.insertInto('tips_follows').values({ user_id: userId, expert_id: expertId }).execute();
    const fan = await trx.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst();
    notices = await createNotices(trx, [expertId], {
      kind: 'follow',
      title: '新增粉丝',
      body: `${fan?.nick_name ?? '球迷'} 关注了你的方案`,
      link: `/user/authorHome?id=${expertId}`,
      dedupeKey: `tips:fan:${userId}`,
    });
    return 1 as const;
  });
  if (hub) pushNotices(hub, notices);
  return flag;
}

/** Experts the user follows, newest follow first. */
export async function followedExperts(db: Db, userId: number): Promise<number[]> {
  const rows = await tipsDb(db)
    .selectFrom('tips_follows')
    .select('expert_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.expert_id);
}
