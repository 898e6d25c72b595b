/**
 * Conversations as a member sees them: opening a private one (one per pair of users), the list of
 * `/imapi/chat/list` (last message, unread per conversation, pin, 免打扰, deleted until the next
 * message), a conversation's header and members, and reading everything at once.
 */
import {
  ErrorCodes,
  type ImChatList,
  type ImConversationInfo,
  type ImConversationItem,
} from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import type { Hub } from '../realtime/hub';
import { membership } from './chat';
import { requireUser } from './people';
import { portraitViewer, shownPortrait } from '../accounts/portraits';
import { pushToMembers } from './pushes';
import { remarksOf } from './remarks';
import { imDb } from './tables';
import { unreadOf } from './unread';

/** The private conversation of two users, created on first use (both members at once). */
export async function openPrivate(db: Db, me: number, other: number): Promise<number> {
  if (me === other) throw new AppError(ErrorCodes.PARAM_INVALID, '不能和自己聊天');
  const im = imDb(db);
  await requireUser(im, other);
  const pairKey = `${Math.min(me, other)}:${Math.max(me, other)}`;
  return im.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('im_conversations')
      .values({ kind: 'private', pair_key: pairKey })
      .onConflict((oc) => oc.column('pair_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    const id =
      created?.id ??
      (await trx.selectFrom('im_conversations').select('id').where('pair_key', '=', pairKey).executeTakeFirstOrThrow())
        .id;
    if (created)
      await trx
        .insertInto('im_members')
        .values([
          { conversation_id: id, user_id: me },
          { conversation_id: id, user_id: other },
        ])
        .execute();
    return id;
  });
}

interface ListRow {
  id: number;
  kind: 'private' | 'group';
  name: string;
  last_seq: number;
  pinned: boolean;
  quiet: boolean;
  peer_id: number | null;
  peer_name: string | null;
  peer_portrait: string | null;
  peer_audit: number | null;
  peer_new: string | null;
  last_text: string | null;
  last_kind: string | null;
  last_recalled: Date | null;
  last_hidden: Date | null;
  last_sender: string | null;
  last_time: Date | string | null;
  created_at: Date | string;
  unread: string | number;
}

export async function chatList(db: Db, me: number): Promise<ImChatList> {
  const rows = await sql<ListRow>`
    select c.id, c.kind, c.name, c.last_seq, mb.pinned, mb.quiet, c.created_at,
      p.id as peer_id, p.nick_name as peer_name, p.portrait as peer_portrait,
      p.portrait_audit as peer_audit, p.portrait_new as peer_new,
      lm.text as last_text, lm.kind as last_kind, lm.recalled_at as last_recalled, lm.hidden_at as last_hidden,
      ls.nick_name as last_sender, lm.created_at as last_time,
      (select count(*) from im_messages u where u.conversation_id = c.id and u.seq > mb.read_seq
        and u.recalled_at is null and u.hidden_at is null and (u.sender_id is null or u.sender_id <> ${me})) as unread
    from im_members mb
    join im_conversations c on c.id = mb.conversation_id
    left join im_members pm on c.kind = 'private' and pm.conversation_id = c.id and pm.user_id <> ${me}
    left join users p on p.id = pm.user_id
    left join im_messages lm on lm.conversation_id = c.id and lm.seq = c.last_seq
    left join users ls on ls.id = lm.sender_id
    where mb.user_id = ${me} and mb.left_at is null and c.last_seq > mb.hidden_seq
    order by mb.pinned desc, coalesce(lm.created_at, c.created_at) desc
    limit 200`.execute(imDb(db));
  const remarks = await remarksOf(
    imDb(db),
    me,
    rows.rows.flatMap((r) => (r.peer_id === null ? [] : [r.peer_id])),
  );
  const viewer = await portraitViewer(db, me);
  const list = rows.rows.map((r): ImConversationItem => {
    const count = Number(r.unread);
    let lastText = r.last_kind === 'image' ? '[图片]' : (r.last_text ?? '');
    if (r.last_recalled) lastText = `${r.last_sender ?? ''}撤回了一条消息`;
    else if (r.last_hidden) lastText = '[消息已隐藏]';
    else if (r.kind === 'group' && r.last_kind !== 'system' && r.last_sender)
      lastText = `${r.last_sender}：${lastText}`;
    return {
      id: String(r.id),
      conversationId: r.id,
      kind: r.kind,
      name: r.kind === 'group' ? r.name : (remarks.get(r.peer_id ?? 0) ?? r.peer_name ?? ''),
      avatar:
        r.kind === 'private' && r.peer_id !== null
          ? shownPortrait(
              {
                id: r.peer_id,
                portrait: r.peer_portrait ?? '',
                portrait_audit: r.peer_audit ?? 0,
                portrait_new: r.peer_new ?? '',
              },
              viewer,
            )
          : '',
      lastText,
      lastTime: new Date(r.last_time ?? r.created_at).getTime(),
      messageStatus: count > 0 ? 1 : 0,
      count,
      peerId: r.peer_id ?? 0,
      pinned: r.pinned,
      quiet: r.quiet,
      lastSeq: r.last_seq,
    };
  });
  return { list, unread: await unreadOf(db, me) };
}

export async function conversationInfo(db: Db, me: number, conversationId: number): Promise<ImConversationInfo> {
  const im = imDb(db);
  const m = await membership(im, conversationId, me);
  const [conv, members] = await Promise.all([
    im
      .selectFrom('im_conversations')
      .select(['name', 'notice', 'dissolved_at'])
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow(),
    im
      .selectFrom('im_members as mb')
      .innerJoin('users as u', 'u.id', 'mb.user_id')
      .select([
        'u.id',
        'u.nick_name',
        'u.portrait',
        'u.portrait_audit',
        'u.portrait_new',
        'mb.role',
        'mb.muted_until',
        'mb.read_seq',
        'mb.delivered_seq',
      ])
      .where('mb.conversation_id', '=', conversationId)
      .where('mb.left_at', 'is', null)
      .orderBy('mb.created_at')
      .orderBy('u.id')
      .execute(),
  ]);
  const rank = { owner: 0, admin: 1, member: 2 } as const;
  const peer = m.kind === 'private' ? members.find((u) => u.id !== me) : undefined;
  const remarks = await remarksOf(
    im,
    me,
    members.map((u) => u.id),
  );
  const viewer = await portraitViewer(db, me);
  return {
    conversationId,
    kind: m.kind,
    name: m.kind === 'group' ? conv.name : peer ? (remarks.get(peer.id) ?? peer.nick_name) : '',
    peerId: peer?.id ?? 0,
    notice: conv.notice,
    mutedAll: m.mutedAll,
    myRole: m.role,
    lastSeq: m.lastSeq,
    readSeq: m.readSeq,
    peerReadSeq: peer?.read_seq ?? 0,
    peerDeliveredSeq: Math.max(peer?.delivered_seq ?? 0, peer?.read_seq ?? 0),
    dissolved: conv.dissolved_at !== null,
    members: members
      .map((u) => ({
        userId: u.id,
        nickName: remarks.get(u.id) ?? u.nick_name,
        portrait: shownPortrait(u, viewer),
        role: u.role,
        mutedUntil: u.muted_until && u.muted_until.getTime() > Date.now() ? u.muted_until.getTime() : 0,
      }))
      .sort((a, b) => rank[a.role] - rank[b.role]),
  };
}

export async function updateSettings(
  db: Db,
  me: number,
  conversationId: number,
  patch: { pinned?: boolean; quiet?: boolean },
): Promise<void> {
  const im = imDb(db);
  await membership(im, conversationId, me);
  if (patch.pinned === undefined && patch.quiet === undefined) return;
  await im
    .updateTable('im_members')
    .set({
      ...(patch.pinned === undefined ? {} : { pinned: patch.pinned }),
      ...(patch.quiet === undefined ? {} : { quiet: patch.quiet }),
    })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', me)
    .execute();
}

/** Deletes the conversation from my list (read to its end); it comes back with the next message. */
export async function hideConversation(db: Db, hub: Hub | null, me: number, conversationId: number) {
  const im = imDb(db);
  const m = await membership(im, conversationId, me);
  await im
    .updateTable('im_members')
    .set({ hidden_seq: m.lastSeq, read_seq: m.lastSeq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', me)
    .execute();
  await pushToMembers(db, hub, m.kind, [me], { type: 'read', conversationId, userId: me, seq: m.lastSeq });
  return unreadOf(db, me);
}

/** Every conversation of mine read to its end. */
export async function readAll(db: Db, me: number) {
  await sql`update im_members set read_seq = c.last_seq from im_conversations c
    where c.id = im_members.conversation_id and im_members.user_id = ${me}
      and im_members.read_seq < c.last_seq`.execute(imDb(db));
  return unreadOf(db, me);
}
