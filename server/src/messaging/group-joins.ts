/**
 * How a group grows, with everyone's consent and every block respected: a member invites people
 * they follow and each invitee accepts or declines (a notice tells them; nobody is a member before
 * saying yes); a fan holding the group's link (or its QR code) joins, or asks to when the owner
 * requires approval, and the owner or an admin lets them in or not. An invitation by a plain member
 * of a group that requires approval becomes a request when accepted. A newcomer is refused when
 * they and whoever adds them (the inviter, the approving admin), or they and any member, have a
 * block between them, either way. Each change is one transaction that first locks the group's row,
 * so joins, answers and reviews of one group run one at a time (the member cap holds; an invitation
 * is answered once); the group's own line (X 加入了群聊) is pushed to the members after commit.
 */
import { randomBytes } from 'node:crypto';
import {
  ErrorCodes,
  IM_GROUP_MAX_MEMBERS,
  groupJoinPath,
  type ImGroupInvite,
  type ImGroupLink,
  type ImGroupPreview,
  type ImJoinRequest,
  type ImJoinResult,
  type ImRole,
} from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { createNotices, pushNotices, type NoticeInput, type UserNotice } from '../notices/notices';
import type { Hub } from '../realtime/hub';
import { appendMessage, memberIds, messageAt } from './chat';
import { blockBetween, followedAmong } from './people';
import { portraitViewer, shownPortrait } from '../accounts/portraits';
import { pushToMembers } from './pushes';
import { imDb, type ImExtraTables, type ImTables, type ImTx } from './tables';

const RANK: Record<ImRole, number> = { owner: 3, admin: 2, member: 1 };

interface LockedGroup {
  id: number;
  name: string;
  approval: boolean;
  lastSeq: number;
}

/** What a change leaves to do once it has committed: a line to push to the members, notices to send. */
export interface JoinAfter {
  seq?: number;
  notices: Array<{ to: number[]; input: NoticeInput }>;
}

/** Locks the group's row (joins of one group run one at a time) and answers it; refuses a gone or dissolved group. */
async function lockGroup(trx: ImTx, where: { id: number } | { code: string }): Promise<LockedGroup> {
  let q = trx
    .selectFrom('im_conversations')
    .select(['id', 'kind', 'name', 'join_approval', 'last_seq', 'dissolved_at'])
    .forUpdate();
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('join_code', '=', where.code);
  const row = await q.executeTakeFirst();
  if (!row || row.kind !== 'group')
    throw new AppError(ErrorCodes.NOT_FOUND, 'code' in where ? '群聊链接已失效' : '群聊不存在');
  if (row.dissolved_at) throw new AppError(ErrorCodes.FORBIDDEN, '该群已解散');
  return { id: row.id, name: row.name, approval: row.join_approval, lastSeq: row.last_seq };
}

async function roleOf(trx: ImTx, cid: number, userId: number): Promise<ImRole | null> {
  const row = await trx
    .selectFrom('im_members')
    .select('role')
    .where('conversation_id', '=', cid)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  return row?.role ?? null;
}

async function requireRole(trx: ImTx, cid: number, userId: number, least: ImRole): Promise<ImRole> {
  const role = await roleOf(trx, cid, userId);
  if (!role) throw new AppError(ErrorCodes.NOT_FOUND, '会话不存在或你已不在其中');
  if (RANK[role] < RANK[least])
    throw new AppError(ErrorCodes.FORBIDDEN, least === 'owner' ? '只有群主可以这样做' : '只有群主和管理员可以这样做');
  return role;
}

async function nicks(trx: ImTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.nick_name]));
}

const nickOf = async (trx: ImTx, id: number) => (await nicks(trx, [id])).get(id) ?? '';

/** Someone among the group's members and `userId` blocked the other. */
async function blockWithMembers(trx: ImTx, cid: number, userId: number): Promise<boolean> {
  const hit = await sql<{ one: number }>`
    select 1 as one from im_blocks b
    join im_members mb on mb.conversation_id = ${cid} and mb.left_at is null
    where (b.user_id = mb.user_id and b.blocked_id = ${userId}) or (b.blocked_id = mb.user_id and b.user_id = ${userId})
    limit 1`.execute(trx);
  return hit.rows.length > 0;
}

/** Why `inviter` may not bring `invitee` into the group (as the inviter reads it), or null. */
async function inviteRefusal(trx: ImTx, cid: number, inviter: number, invitee: number, name: string) {
  const block = await blockBetween(trx, inviter, invitee);
  if (block)
    return block.startsWith('你已') ? `你已将 ${name} 拉黑，解除后才能邀请` : `${name} 已拒收你的消息，无法邀请`;
  if (await blockWithMembers(trx, cid, invitee)) return `${name} 与群内成员存在拉黑关系，无法邀请`;
  return null;
}

/** A block between `userId` and whoever lets them in (inviter, approving admin; null by the link), or any member. */
async function joinBlock(trx: ImTx, cid: number, userId: number, adder: number | null) {
  if (adder !== null && (await blockBetween(trx, userId, adder))) return 'adder';
  if (await blockWithMembers(trx, cid, userId)) return 'members';
  return null;
}

async function activeCount(trx: ImTx, cid: number): Promise<number> {
  const row = await trx
    .selectFrom('im_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('conversation_id', '=', cid)
    .where('left_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Makes `userId` a member (again, after leaving or removal) reading from the join line on; answers that line's seq. */
async function addMember(trx: ImTx, group: LockedGroup, userId: number, line: string): Promise<number> {
  if ((await activeCount(trx, group.id)) >= IM_GROUP_MAX_MEMBERS)
    throw new AppError(ErrorCodes.FORBIDDEN, `群成员已满（${IM_GROUP_MAX_MEMBERS} 人）`);
  const from = group.lastSeq;
  await trx
    .insertInto('im_members')
    .values({ conversation_id: group.id, user_id: userId, since_seq: from, read_seq: from, delivered_seq: from })
    .onConflict((oc) =>
      oc.columns(['conversation_id', 'user_id']).doUpdateSet({
        left_at: null,
        role: 'member',
        muted_until: null,
        since_seq: from,
        read_seq: from,
        delivered_seq: from,
      }),
    )
    .execute();
  return appendMessage(trx, group.id, { senderId: userId, kind: 'system', text: line });
}

async function managers(trx: ImTx, cid: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('im_members')
    .select('user_id')
    .where('conversation_id', '=', cid)
    .where('left_at', 'is', null)
    .where('role', 'in', ['owner', 'admin'])
    .execute();
  return rows.map((r) => r.user_id);
}

async function requestNotice(trx: ImTx, group: LockedGroup, requestId: number, who: string) {
  return {
    to: await managers(trx, group.id),
    input: {
      kind: 'group' as const,
      title: '入群申请',
      body: `${who} 申请加入群聊「${group.name}」`,
      link: `/message/groupDetail?id=${group.id}`,
      dedupeKey: `group-request:${requestId}`,
    },
  };
}

/** Runs a change of one group in a transaction, then pushes its line and sends its notices. */
export async function runGroupChange<T>(
  db: Db,
  hub: Hub | null,
  change: (trx: ImTx, after: JoinAfter) => Promise<{ cid: number; value: T }>,
): Promise<T> {
  const after: JoinAfter = { notices: [] };
  const { cid, value, created } = await db.transaction().execute(async (tx) => {
    const out = await change(tx.withTables<ImTables & ImExtraTables>(), after);
    const made: UserNotice[] = [];
    for (const n of after.notices) made.push(...(await createNotices(tx, n.to, n.input)));
    return { ...out, created: made };
  });
  if (hub) pushNotices(hub, created);
  if (after.seq !== undefined) {
    const im = imDb(db);
    const message = await messageAt(im, cid, after.seq);
    await pushToMembers(db, hub, 'group', await memberIds(im, cid), { type: 'message', message });
  }
  return value;
}

/**
 * Invites, inside the caller's transaction (group creation, `inviteToGroup`): people `inviter`
 * follows, none blocked either way by the inviter or any member; members and those already invited
 * are skipped. Answers who was newly invited; their notices are queued on `after`.
 */
export async function inviteWithin(
  trx: ImTx,
  group: { id: number; name: string },
  inviter: number,
  ids: number[],
  after: JoinAfter,
): Promise<number[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== inviter);
  if (wanted.length === 0) return [];
  const followed = await followedAmong(trx, inviter, wanted);
  if (followed.size !== wanted.length) throw new AppError(ErrorCodes.FORBIDDEN, '只能邀请你关注的人入群');
  const names = await nicks(trx, [inviter, ...wanted]);
  const fresh: number[] = [];
  for (const id of wanted) {
    if (await roleOf(trx, group.id, id)) continue;
    const refused = await inviteRefusal(trx, group.id, inviter, id, names.get(id) ?? '');
    if (refused) throw new AppError(ErrorCodes.FORBIDDEN, refused);
    fresh.push(id);
  }
  if ((await activeCount(trx, group.id)) + fresh.length > IM_GROUP_MAX_MEMBERS)
    throw new AppError(ErrorCodes.PARAM_INVALID, `群成员不能超过 ${IM_GROUP_MAX_MEMBERS} 人`);
  if (fresh.length === 0) return [];
  const rows = await trx
    .insertInto('im_group_joins')
    .values(
      fresh.map((id) => ({ conversation_id: group.id, user_id: id, inviter_id: inviter, state: 'invited' as const })),
    )
    // one open invitation or request per fan and group: an open one stands
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'user_id'])
    .execute();
  for (const r of rows)
    after.notices.push({
      to: [r.user_id],
      input: {
        kind: 'group',
        title: '群聊邀请',
        body: `${names.get(inviter) ?? ''} 邀请你加入群聊「${group.name}」`,
        link: '/message/groupList',
        dedupeKey: `group-invite:${r.id}`,
      },
    });
  return rows.map((r) => r.user_id);
}

/** A member invites people they follow; answers who was newly invited. */
export function inviteToGroup(db: Db, hub: Hub | null, me: number, cid: number, ids: number[]): Promise<number[]> {
  return runGroupChange(db, hub, async (trx, after) => {
    const group = await lockGroup(trx, { id: cid });
    await requireRole(trx, cid, me, 'member');
    return { cid, value: await inviteWithin(trx, group, me, ids, after) };
  });
}

/** My open invitations, newest first (groups since dissolved left out). */
export async function myInvites(db: Db, me: number): Promise<ImGroupInvite[]> {
  const rows = await imDb(db)
    .selectFrom('im_group_joins as j')
    .innerJoin('im_conversations as c', 'c.id', 'j.conversation_id')
    .leftJoin('users as u', 'u.id', 'j.inviter_id')
    .select((eb) => [
      'j.id',
      'j.conversation_id',
      'j.inviter_id',
      'j.created_at',
      'c.name',
      'u.nick_name',
      eb
        .selectFrom('im_members as o')
        .select(eb.fn.countAll<string | number>().as('n'))
        .whereRef('o.conversation_id', '=', 'c.id')
        .where('o.left_at', 'is', null)
        .as('members'),
    ])
    .where('j.user_id', '=', me)
    .where('j.state', '=', 'invited')
    .where('c.dissolved_at', 'is', null)
    .orderBy('j.id', 'desc')
    .execute();
  return rows.map((r) => ({
    inviteId: r.id,
    conversationId: r.conversation_id,
    groupName: r.name,
    members: Number(r.members ?? 0),
    inviterId: r.inviter_id ?? 0,
    inviterName: r.nick_name ?? '',
    time: new Date(r.created_at).getTime(),
  }));
}

/**
 * The invitee's answer. Declining leaves nothing behind; accepting makes them a member (checked
 * again for blocks and the cap now), or a request for the owner and admins when the group requires
 * approval and the inviter is not one of them.
 */
export function answerInvite(db: Db, hub: Hub | null, me: number, inviteId: number, accept: boolean) {
  return runGroupChange<ImJoinResult>(db, hub, async (trx, after) => {
    const invite = await trx
      .selectFrom('im_group_joins')
      .select(['id', 'conversation_id', 'inviter_id'])
      .where('id', '=', inviteId)
      .where('user_id', '=', me)
      .executeTakeFirst();
    if (!invite) throw new AppError(ErrorCodes.NOT_FOUND, '邀请不存在');
    const cid = invite.conversation_id;
    const group = await lockGroup(trx, { id: cid });
    // read under the group's lock: a second answer finds it answered
    const open = await trx
      .selectFrom('im_group_joins')
      .select('state')
      .where('id', '=', inviteId)
      .executeTakeFirstOrThrow();
    if (open.state !== 'invited') throw new AppError(ErrorCodes.CONFLICT, '该邀请已处理');
    const close = (state: 'joined' | 'requested' | 'declined') =>
      trx
        .updateTable('im_group_joins')
        .set(state === 'requested' ? { state } : { state, decided_at: new Date(), decided_by: me })
        .where('id', '=', inviteId)
        .execute();
    if (!accept) {
      await close('declined');
      return { cid, value: { conversationId: cid, state: 'declined' } };
    }
    if (await roleOf(trx, cid, me)) {
      await close('joined');
      return { cid, value: { conversationId: cid, state: 'joined' } };
    }
    const block = await joinBlock(trx, cid, me, invite.inviter_id);
    if (block)
      throw new AppError(
        ErrorCodes.FORBIDDEN,
        block === 'adder' ? '你与邀请人存在拉黑关系，无法加入该群聊' : '你与群内成员存在拉黑关系，无法加入该群聊',
      );
    const inviterRole = invite.inviter_id === null ? null : await roleOf(trx, cid, invite.inviter_id);
    const names = await nicks(trx, invite.inviter_id === null ? [me] : [me, invite.inviter_id]);
    if (group.approval && (inviterRole === null || inviterRole === 'member')) {
      await close('requested');
      const inviter = names.get(invite.inviter_id ?? 0);
      after.notices.push(
        await requestNotice(trx, group, inviteId, inviter ? `${names.get(me)}（${inviter} 邀请）` : `${names.get(me)}`),
      );
      return { cid, value: { conversationId: cid, state: 'requested' } };
    }
    const inviter = names.get(invite.inviter_id ?? 0);
    after.seq = await addMember(
      trx,
      group,
      me,
      inviter ? `${inviter} 邀请 ${names.get(me)} 加入了群聊` : `${names.get(me)} 加入了群聊`,
    );
    await close('joined');
    return { cid, value: { conversationId: cid, state: 'joined' } };
  });
}

const newCode = () => randomBytes(12).toString('base64url');

function linkOf(cid: number, code: string, approval: boolean): ImGroupLink {
  return { conversationId: cid, code, path: groupJoinPath(code), approval };
}

/** The group's link for a member to share (made on the first ask). */
export async function groupLink(db: Db, me: number, cid: number): Promise<ImGroupLink> {
  return imDb(db)
    .transaction()
    .execute(async (trx) => {
      const group = await lockGroup(trx, { id: cid });
      await requireRole(trx, cid, me, 'member');
      const row = await trx
        .selectFrom('im_conversations')
        .select('join_code')
        .where('id', '=', cid)
        .executeTakeFirstOrThrow();
      let code = row.join_code;
      if (!code) {
        code = newCode();
        await trx.updateTable('im_conversations').set({ join_code: code }).where('id', '=', cid).execute();
      }
      return linkOf(cid, code, group.approval);
    });
}

/** Owner and admins: a new link; the old one (and its QR code) stops working. */
export async function resetGroupLink(db: Db, me: number, cid: number): Promise<ImGroupLink> {
  return imDb(db)
    .transaction()
    .execute(async (trx) => {
      const group = await lockGroup(trx, { id: cid });
      await requireRole(trx, cid, me, 'admin');
      const code = newCode();
      await trx.updateTable('im_conversations').set({ join_code: code }).where('id', '=', cid).execute();
      return linkOf(cid, code, group.approval);
    });
}

/** The owner requires approval to join (by the link, or by a plain member's invitation), or lifts it. */
export function setJoinApproval(db: Db, hub: Hub | null, me: number, cid: number, on: boolean) {
  return runGroupChange(db, hub, async (trx, after) => {
    const group = await lockGroup(trx, { id: cid });
    await requireRole(trx, cid, me, 'owner');
    if (group.approval !== on) {
      await trx.updateTable('im_conversations').set({ join_approval: on }).where('id', '=', cid).execute();
      after.seq = await appendMessage(trx, cid, {
        senderId: me,
        kind: 'system',
        text: on ? '群主开启了入群审核，新成员需群主或管理员同意' : '群主关闭了入群审核',
      });
    }
    return { cid, value: undefined };
  });
}

/** What the link opens, for the fan holding it. */
export async function previewGroup(db: Db, me: number, code: string): Promise<ImGroupPreview> {
  const im = imDb(db);
  const conv = await im
    .selectFrom('im_conversations')
    .select(['id', 'name', 'join_approval', 'kind', 'dissolved_at'])
    .where('join_code', '=', code)
    .executeTakeFirst();
  if (!conv || conv.kind !== 'group' || conv.dissolved_at) throw new AppError(ErrorCodes.NOT_FOUND, '群聊链接已失效');
  const [members, mine, open] = await Promise.all([
    memberIds(im, conv.id),
    im
      .selectFrom('im_members')
      .select('user_id')
      .where('conversation_id', '=', conv.id)
      .where('user_id', '=', me)
      .where('left_at', 'is', null)
      .executeTakeFirst(),
    im
      .selectFrom('im_group_joins')
      .select('id')
      .where('conversation_id', '=', conv.id)
      .where('user_id', '=', me)
      .where('state', '=', 'requested')
      .executeTakeFirst(),
  ]);
  return {
    conversationId: conv.id,
    name: conv.name,
    members: members.length,
    approval: conv.join_approval,
    state: mine ? 'member' : open ? 'requested' : 'none',
  };
}

/** Joins by the link: a member at once, or a request when the group requires approval. */
export function joinByLink(db: Db, hub: Hub | null, me: number, code: string) {
  return runGroupChange<ImJoinResult>(db, hub, async (trx, after) => {
    const group = await lockGroup(trx, { code });
    const cid = group.id;
    if (await roleOf(trx, cid, me)) return { cid, value: { conversationId: cid, state: 'joined' } };
    if (await joinBlock(trx, cid, me, null))
      throw new AppError(ErrorCodes.FORBIDDEN, '你与群内成员存在拉黑关系，无法加入该群聊');
    const open = await trx
      .selectFrom('im_group_joins')
      .select(['id', 'state', 'inviter_id'])
      .where('conversation_id', '=', cid)
      .where('user_id', '=', me)
      .where('state', 'in', ['invited', 'requested'])
      .executeTakeFirst();
    if (open?.state === 'requested') return { cid, value: { conversationId: cid, state: 'requested' } };
    const name = await nickOf(trx, me);
    // an open invitation from the owner or an admin lets them in as if they had approved it
    const inviterRole = open?.inviter_id ? await roleOf(trx, cid, open.inviter_id) : null;
    if (group.approval && inviterRole !== 'owner' && inviterRole !== 'admin') {
      // an open invitation becomes the request (its inviter kept), else a new request by the link
      const id = open
        ? (await trx.updateTable('im_group_joins').set({ state: 'requested' }).where('id', '=', open.id).execute(),
          open.id)
        : (
            await trx
              .insertInto('im_group_joins')
              .values({ conversation_id: cid, user_id: me, inviter_id: null, state: 'requested' })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      after.notices.push(await requestNotice(trx, group, id, name));
      return { cid, value: { conversationId: cid, state: 'requested' } };
    }
    after.seq = await addMember(trx, group, me, `${name} 通过群链接加入了群聊`);
    if (open)
      await trx
        .updateTable('im_group_joins')
        .set({ state: 'joined', decided_at: new Date(), decided_by: me })
        .where('id', '=', open.id)
        .execute();
    return { cid, value: { conversationId: cid, state: 'joined' } };
  });
}

/** Owner and admins: the fans waiting to be let in, oldest first. */
export async function joinRequests(db: Db, me: number, cid: number): Promise<ImJoinRequest[]> {
  const im = imDb(db);
  await im.transaction().execute(async (trx) => requireRole(trx, cid, me, 'admin'));
  const rows = await im
    .selectFrom('im_group_joins as j')
    .innerJoin('users as u', 'u.id', 'j.user_id')
    .leftJoin('users as i', 'i.id', 'j.inviter_id')
    .select([
      'j.id',
      'j.user_id',
      'j.created_at',
      'u.nick_name',
      'u.portrait',
      'u.portrait_audit',
      'u.portrait_new',
      'i.nick_name as inviter',
    ])
    .where('j.conversation_id', '=', cid)
    .where('j.state', '=', 'requested')
    .orderBy('j.id')
    .execute();
  const viewer = await portraitViewer(db, me);
  return rows.map((r) => ({
    requestId: r.id,
    userId: r.user_id,
    nickName: r.nick_name,
    portrait: shownPortrait({ ...r, id: r.user_id }, viewer),
    inviterName: r.inviter ?? '',
    time: new Date(r.created_at).getTime(),
  }));
}

/** Owner or admin lets a requester in (blocks checked against the approver and the members) or turns them away. */
export function reviewRequest(db: Db, hub: Hub | null, me: number, requestId: number, approve: boolean) {
  return runGroupChange(db, hub, async (trx, after) => {
    const request = await trx
      .selectFrom('im_group_joins')
      .select(['conversation_id', 'user_id'])
      .where('id', '=', requestId)
      .executeTakeFirst();
    if (!request) throw new AppError(ErrorCodes.NOT_FOUND, '申请不存在');
    const cid = request.conversation_id;
    const group = await lockGroup(trx, { id: cid });
    await requireRole(trx, cid, me, 'admin');
    const { state } = await trx
      .selectFrom('im_group_joins')
      .select('state')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    if (state !== 'requested') throw new AppError(ErrorCodes.CONFLICT, '该申请已处理');
    const who = request.user_id;
    const link = approve ? `/message/chatDetail?id=${cid}` : '';
    if (approve && !(await roleOf(trx, cid, who))) {
      const block = await joinBlock(trx, cid, who, me);
      if (block)
        throw new AppError(
          ErrorCodes.FORBIDDEN,
          block === 'adder' ? '你与对方存在拉黑关系，无法同意' : '对方与群内成员存在拉黑关系，无法同意',
        );
      after.seq = await addMember(trx, group, who, `${await nickOf(trx, who)} 加入了群聊`);
    }
    await trx
      .updateTable('im_group_joins')
      .set({ state: approve ? 'joined' : 'rejected', decided_at: new Date(), decided_by: me })
      .where('id', '=', requestId)
      .execute();
    after.notices.push({
      to: [who],
      input: {
        kind: 'group',
        title: approve ? '入群申请已通过' : '入群申请未通过',
        body: approve ? `你已加入群聊「${group.name}」` : `群聊「${group.name}」未通过你的入群申请`,
        link,
        dedupeKey: `group-review:${requestId}`,
      },
    });
    return { cid, value: undefined };
  });
}
