/**
 * The social graph of the message centre: follows (关注 / 粉丝, mutual marked), blocks (拉黑, which
 * stop private messages both ways, refuse a follow either way, end the follows between the two and
 * their open group invitations to each other), user cards and user search. A new follower is told
 * through the notices module (kind 'follow').
 */
import { ErrorCodes, type ImUserCard } from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import type { Hub } from '../realtime/hub';
import { portraitSeenBy, portraitViewer } from '../accounts/portraits';
import { createNotices, pushNotices } from '../notices/notices';
import { remarksOf } from './remarks';
import { imDb, type ImDb, type ImTx } from './tables';

interface UserLite {
  id: number;
  nick_name: string;
  portrait: string;
  portrait_audit: number;
  portrait_new: string;
}

async function requireUser(db: ImDb | ImTx, id: number): Promise<UserLite> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nick_name', 'portrait', 'portrait_audit', 'portrait_new'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) throw new AppError(ErrorCodes.NOT_FOUND, '用户不存在');
  return user;
}

/** Either of the two has blocked the other: the message that says which, or null. */
export async function blockBetween(db: ImDb | ImTx, from: number, to: number): Promise<string | null> {
  const rows = await db
    .selectFrom('im_blocks')
    .select(['user_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', from), eb('blocked_id', '=', to)]),
        eb.and([eb('user_id', '=', to), eb('blocked_id', '=', from)]),
      ]),
    )
    .execute();
  if (rows.some((r) => r.user_id === from)) return '你已将对方拉黑，解除后才能发消息';
  if (rows.length > 0) return '对方已拒收你的消息';
  return null;
}

export async function follow(db: Db, hub: Hub | null, me: number, target: number, on: boolean): Promise<ImUserCard> {
  if (me === target) throw new AppError(ErrorCodes.PARAM_INVALID, '不能关注自己');
  const im = imDb(db);
  const them = await requireUser(im, target);
  if (on) {
    const blocked = await blockBetween(im, me, target);
    if (blocked)
      throw new AppError(
        ErrorCodes.FORBIDDEN,
        blocked.startsWith('你已') ? '你已将对方拉黑，解除后才能关注' : '对方已拒绝你的关注',
      );
    const added = await im
      .insertInto('im_follows')
      .values({ follower_id: me, followee_id: target })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .returning('follower_id')
      .executeTakeFirst();
    if (added) {
      const fan = await requireUser(im, me);
      const created = await createNotices(db, [target], {
        kind: 'follow',
        title: '新增粉丝',
        body: `${fan.nick_name} 关注了你`,
        link: `/message/personal?id=${me}`,
        dedupeKey: `follow:${me}`,
      });
      if (hub) pushNotices(hub, created);
    }
  } else {
    await im.deleteFrom('im_follows').where('follower_id', '=', me).where('followee_id', '=', target).execute();
  }
  return cardOf(im, me, them);
}

export async function block(db: Db, me: number, target: number, on: boolean): Promise<ImUserCard> {
  if (me === target) throw new AppError(ErrorCodes.PARAM_INVALID, '不能拉黑自己');
  const im = imDb(db);
  const them = await requireUser(im, target);
  const pair = (a: 'follower_id' | 'user_id', b: 'followee_id' | 'inviter_id') =>
    sql<boolean>`((${sql.ref(a)} = ${me} and ${sql.ref(b)} = ${target})
      or (${sql.ref(a)} = ${target} and ${sql.ref(b)} = ${me}))`;
  if (on)
    await im.transaction().execute(async (trx) => {
      await trx
        .insertInto('im_blocks')
        .values({ user_id: me, blocked_id: target })
        .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
        .execute();
      // neither keeps following the other, nor an invitation from the other
      await trx.deleteFrom('im_follows').where(pair('follower_id', 'followee_id')).execute();
      await trx
        .updateTable('im_group_joins')
        .set({ state: 'declined', decided_at: new Date() })
        .where('state', '=', 'invited')
        .where(pair('user_id', 'inviter_id'))
        .execute();
    });
  else await im.deleteFrom('im_blocks').where('user_id', '=', me).where('blocked_id', '=', target).execute();
  return cardOf(im, me, them);
}

async function cardsOf(im: ImDb, me: number, users: UserLite[]): Promise<ImUserCard[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [mine, theirs, blocked, counts, remarks, viewer] = await Promise.all([
    im
      .selectFrom('im_follows')
      .select('followee_id as id')
      .where('follower_id', '=', me)
      .where('followee_id', 'in', ids)
      .execute(),
    im
      .selectFrom('im_follows')
      .select('follower_id as id')
      .where('followee_id', '=', me)
      .where('follower_id', 'in', ids)
      .execute(),
    im
      .selectFrom('im_blocks')
      .select('blocked_id as id')
      .where('user_id', '=', me)
      .where('blocked_id', 'in', ids)
      .execute(),
    sql<{ id: number; fans: string | number; attention: string | number }>`
      select u.id,
        (select count(*) from im_follows f where f.followee_id = u.id) as fans,
        (select count(*) from im_follows f where f.follower_id = u.id) as attention
      from users u where u.id in (${sql.join(ids)})`.execute(im),
    remarksOf(im, me, ids),
    portraitViewer(im, me),
  ]);
  const has = (rows: Array<{ id: number }>) => new Set(rows.map((r) => r.id));
  const [following, followsMe, blocks] = [has(mine), has(theirs), has(blocked)];
  const count = new Map(counts.rows.map((r) => [r.id, r]));
  return users.map((u) => ({
    id: u.id,
    nickName: u.nick_name,
    // a portrait under review: its owner and moderators only (accounts/portraits.ts)
    ...portraitSeenBy(u, viewer),
    fans: Number(count.get(u.id)?.fans ?? 0),
    attention: Number(count.get(u.id)?.attention ?? 0),
    following: following.has(u.id),
    followsMe: followsMe.has(u.id),
    blocked: blocks.has(u.id),
    remark: remarks.get(u.id) ?? '',
  }));
}

async function cardOf(im: ImDb, me: number, user: UserLite): Promise<ImUserCard> {
  return (await cardsOf(im, me, [user]))[0]!;
}

export async function userCard(db: Db, me: number, id: number): Promise<ImUserCard> {
  const im = imDb(db);
  return cardOf(im, me, await requireUser(im, id));
}

const USER_COLUMNS = [
  'users.id',
  'users.nick_name',
  'users.portrait',
  'users.portrait_audit',
  'users.portrait_new',
] as const;

/** 'fans': who follows me; 'attention': whom I follow. Newest first. */
export async function followList(db: Db, me: number, which: 'fans' | 'attention'): Promise<ImUserCard[]> {
  const im = imDb(db);
  const [mineCol, otherCol] =
    which === 'fans' ? (['followee_id', 'follower_id'] as const) : (['follower_id', 'followee_id'] as const);
  const users = await im
    .selectFrom('im_follows')
    .innerJoin('users', 'users.id', `im_follows.${otherCol}`)
    .select(USER_COLUMNS)
    .where(`im_follows.${mineCol}`, '=', me)
    .orderBy('im_follows.created_at', 'desc')
    .limit(500)
    .execute();
  return cardsOf(im, me, users);
}

/** Users by nickname (contains) or exact id. */
export async function searchUsers(db: Db, me: number, q: string): Promise<ImUserCard[]> {
  const im = imDb(db);
  const text = q.trim();
  if (!text) return [];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  const users = await im
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb.or([eb('users.nick_name', 'ilike', like), eb('users.id', '=', id)]))
    .orderBy('users.id')
    .limit(20)
    .execute();
  return cardsOf(im, me, users);
}

/** Which of `ids` I follow (group members must come from them). */
export async function followedAmong(db: ImDb | ImTx, me: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('im_follows')
    .select('followee_id')
    .where('follower_id', '=', me)
    .where('followee_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.followee_id));
}

export { requireUser };
