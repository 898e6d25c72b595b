/**
 * Group rules, enforced here: the owner appoints admins, transfers ownership and dissolves; owner
 * and admins rename, set the notice, mute a member (or everyone) and remove members, each only over
 * someone of lower rank; members leave (the owner must transfer first). Every change is one
 * transaction that also appends a system line, announced to the members after it commits. Creating
 * a group invites its members (group-joins.ts: invitations, the link, approval).
 */
import {
  ErrorCodes,
  IM_GROUP_MAX_MEMBERS,
  IM_GROUP_NAME_MAX,
  type ImGroupItem,
  type ImRole,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import type { Hub } from '../realtime/hub';
import { findBanned } from '../moderation/word-filter';
import { appendMessage, memberIds, membership, messageAt, type Membership } from './chat';
import { inviteWithin, runGroupChange } from './group-joins';
import { pushToMembers } from './pushes';
import { imDb, type ImTx } from './tables';

const RANK: Record<ImRole, number> = { owner: 3, admin: 2, member: 1 };

function groupName(raw: string): string {
  const name = raw.trim();
  if (!name) throw new AppError(ErrorCodes.PARAM_INVALID, '群名称不能为空');
  if ([...name].length > IM_GROUP_NAME_MAX)
    throw new AppError(ErrorCodes.PARAM_INVALID, `群名称不能超过 ${IM_GROUP_NAME_MAX} 字`);
  if (findBanned(name)) throw new AppError(ErrorCodes.PARAM_INVALID, '群名称含有不当词语，请换一个');
  return name;
}

async function nickOf(trx: ImTx, id: number): Promise<string> {
  return (await trx.selectFrom('users').select('nick_name').where('id', '=', id).executeTakeFirstOrThrow()).nick_name;
}

/** Runs a group change for an actor of at least `least` rank; pushes the system line after commit. */
async function groupChange(
  db: Db,
  hub: Hub | null,
  actor: number,
  conversationId: number,
  least: ImRole,
  change: (trx: ImTx, m: Membership) => Promise<string>,
): Promise<void> {
  const im = imDb(db);
  // members of a group before the change (a removed member also learns of it)
  const before = await memberIds(im, conversationId);
  const seq = await im.transaction().execute(async (trx) => {
    // the group's row locked first: changes to one group run one after another, each reading the
    // roles the previous one left (two transfers never make two owners)
    await trx.selectFrom('im_conversations').select('id').where('id', '=', conversationId).forUpdate().execute();
    const m = await membership(trx, conversationId, actor);
    if (m.kind !== 'group') throw new AppError(ErrorCodes.PARAM_INVALID, '这不是群聊');
    if (m.dissolved) throw new AppError(ErrorCodes.FORBIDDEN, '该群已解散');
    if (RANK[m.role] < RANK[least])
      throw new AppError(ErrorCodes.FORBIDDEN, least === 'owner' ? '只有群主可以这样做' : '只有群主和管理员可以这样做');
    const line = await change(trx, m);
    return appendMessage(trx, conversationId, { senderId: actor, kind: 'system', text: line });
  });
  const message = await messageAt(im, conversationId, seq);
  const after = await memberIds(im, conversationId);
  await pushToMembers(db, hub, 'group', [...new Set([...before, ...after])], { type: 'message', message });
}

/** A member of the group below the actor's rank (owner over admins and members, admins over members). */
async function targetBelow(trx: ImTx, m: Membership, actor: number, userId: number) {
  if (userId === actor) throw new AppError(ErrorCodes.PARAM_INVALID, '不能对自己这样做');
  const target = await trx
    .selectFrom('im_members')
    .select(['role'])
    .where('conversation_id', '=', m.conversationId)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  if (!target) throw new AppError(ErrorCodes.NOT_FOUND, '该用户不在群里');
  if (RANK[target.role] >= RANK[m.role]) throw new AppError(ErrorCodes.FORBIDDEN, '不能对同级或更高角色这样做');
  return { role: target.role, name: await nickOf(trx, userId) };
}

/** The invitees of the creation line: the first ten by name, then how many more (a 500-member group fits a line). */
export function invitedLine(names: string[]): string {
  const shown = names.slice(0, 10).join('、');
  return names.length > 10 ? `${shown} 等 ${names.length} 人` : shown;
}

/**
 * A new group has its owner as its one member; the people picked (whom the owner follows, none
 * blocked either way) are invited and join when they accept (group-joins.ts).
 */
export function createGroup(db: Db, hub: Hub | null, owner: number, rawName: string, ids: number[]): Promise<number> {
  const name = groupName(rawName);
  const others = [...new Set(ids)].filter((id) => id !== owner);
  if (others.length < 2) throw new AppError(ErrorCodes.PARAM_INVALID, '至少选择两位好友');
  if (others.length + 1 > IM_GROUP_MAX_MEMBERS)
    throw new AppError(ErrorCodes.PARAM_INVALID, `群成员不能超过 ${IM_GROUP_MAX_MEMBERS} 人`);
  return runGroupChange(db, hub, async (trx, after) => {
    const conv = await trx
      .insertInto('im_conversations')
      .values({ kind: 'group', name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('im_members').values({ conversation_id: conv.id, user_id: owner, role: 'owner' }).execute();
    await inviteWithin(trx, { id: conv.id, name }, owner, others, after);
    const rows = await trx.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', others).execute();
    // named in the order the owner picked them
    const nick = new Map(rows.map((r) => [r.id, r.nick_name]));
    const text = `${await nickOf(trx, owner)} 创建了群聊「${name}」，邀请了 ${invitedLine(others.map((u) => nick.get(u) ?? ''))}`;
    after.seq = await appendMessage(trx, conv.id, { senderId: owner, kind: 'system', text });
    return { cid: conv.id, value: conv.id };
  });
}

export function updateGroup(
  db: Db,
  hub: Hub | null,
  actor: number,
  cid: number,
  patch: { name?: string; notice?: string },
) {
  return groupChange(db, hub, actor, cid, 'admin', async (trx) => {
    const who = await nickOf(trx, actor);
    if (patch.name !== undefined) {
      const name = groupName(patch.name);
      await trx.updateTable('im_conversations').set({ name }).where('id', '=', cid).execute();
      return `${who} 将群名称改为「${name}」`;
    }
    const notice = (patch.notice ?? '').trim();
    if ([...notice].length > 200) throw new AppError(ErrorCodes.PARAM_INVALID, '群公告不能超过 200 字');
    if (findBanned(notice)) throw new AppError(ErrorCodes.PARAM_INVALID, '群公告含有不当词语');
    await trx.updateTable('im_conversations').set({ notice }).where('id', '=', cid).execute();
    return notice ? `${who} 更新了群公告：${notice}` : `${who} 清空了群公告`;
  });
}

export function setRole(db: Db, hub: Hub | null, owner: number, cid: number, userId: number, role: 'admin' | 'member') {
  return groupChange(db, hub, owner, cid, 'owner', async (trx, m) => {
    const target = await targetBelow(trx, m, owner, userId);
    await trx
      .updateTable('im_members')
      .set({ role })
      .where('conversation_id', '=', cid)
      .where('user_id', '=', userId)
      .execute();
    return role === 'admin' ? `${target.name} 被设为管理员` : `${target.name} 不再是管理员`;
  });
}

/** minutes 0 lifts the mute. */
export function muteMember(db: Db, hub: Hub | null, actor: number, cid: number, userId: number, minutes: number) {
  return groupChange(db, hub, actor, cid, 'admin', async (trx, m) => {
    const target = await targetBelow(trx, m, actor, userId);
    const until = minutes > 0 ? new Date(Date.now() + minutes * 60_000) : null;
    await trx
      .updateTable('im_members')
      .set({ muted_until: until })
      .where('conversation_id', '=', cid)
      .where('user_id', '=', userId)
      .execute();
    return until ? `${target.name} 被禁言 ${minutes} 分钟` : `${target.name} 被解除禁言`;
  });
}

export function muteAll(db: Db, hub: Hub | null, actor: number, cid: number, on: boolean) {
  return groupChange(db, hub, actor, cid, 'admin', async (trx) => {
    await trx.updateTable('im_conversations').set({ muted_all: on }).where('id', '=', cid).execute();
    return on ? `${await nickOf(trx, actor)} 开启了全员禁言` : `${await nickOf(trx, actor)} 关闭了全员禁言`;
  });
}

export function removeMember(db: Db, hub: Hub | null, actor: number, cid: number, userId: number) {
  return groupChange(db, hub, actor, cid, 'admin', async (trx, m) => {
    const target = await targetBelow(trx, m, actor, userId);
    await trx
      .updateTable('im_members')
      .set({ left_at: new Date() })
      .where('conversation_id', '=', cid)
      .where('user_id', '=', userId)
      .execute();
    return `${target.name} 被移出了群聊`;
  });
}

export function leaveGroup(db: Db, hub: Hub | null, me: number, cid: number) {
  return groupChange(db, hub, me, cid, 'member', async (trx, m) => {
    if (m.role === 'owner') throw new AppError(ErrorCodes.FORBIDDEN, '群主需先转让群主或解散群聊');
    await trx
      .updateTable('im_members')
      .set({ left_at: new Date() })
      .where('conversation_id', '=', cid)
      .where('user_id', '=', me)
      .execute();
    return `${await nickOf(trx, me)} 退出了群聊`;
  });
}

export function transferOwner(db: Db, hub: Hub | null, owner: number, cid: number, userId: number) {
  return groupChange(db, hub, owner, cid, 'owner', async (trx, m) => {
    const target = await targetBelow(trx, m, owner, userId);
    await trx
      .updateTable('im_members')
      .set({ role: 'owner' })
      .where('conversation_id', '=', cid)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('im_members')
      .set({ role: 'member' })
      .where('conversation_id', '=', cid)
      .where('user_id', '=', owner)
      .execute();
    return `${await nickOf(trx, owner)} 将群主转让给 ${target.name}`;
  });
}

export function dissolveGroup(db: Db, hub: Hub | null, owner: number, cid: number) {
  return groupChange(db, hub, owner, cid, 'owner', async (trx) => {
    await trx.updateTable('im_conversations').set({ dissolved_at: new Date() }).where('id', '=', cid).execute();
    return '群主解散了该群聊';
  });
}

export async function groupList(db: Db, me: number): Promise<ImGroupItem[]> {
  const rows = await imDb(db)
    .selectFrom('im_members as mb')
    .innerJoin('im_conversations as c', 'c.id', 'mb.conversation_id')
    .select((eb) => [
      'c.id',
      'c.name',
      'mb.role',
      eb
        .selectFrom('im_members as o')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('o.conversation_id', '=', 'c.id')
        .where('o.left_at', 'is', null)
        .as('members'),
    ])
    .where('mb.user_id', '=', me)
    .where('mb.left_at', 'is', null)
    .where('c.kind', '=', 'group')
    .where('c.dissolved_at', 'is', null)
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({ conversationId: r.id, name: r.name, members: Number(r.members ?? 0), role: r.role }));
}
