/**
 * Sending, delivering, reading and taking back messages. A send is one transaction: the member's right to speak
 * (blocks both ways, group mutes), the per-user budget (10 per 10 s, counted under the sender's
 * advisory lock), the next seq of the conversation (its row is bumped, which serialises concurrent
 * sends), the message and the sender's read mark. A resend with the same client id answers the
 * stored message and pushes nothing.
 */
import {
  ErrorCodes,
  IM_RECALL_MS,
  IM_SEND_BUDGET,
  IM_TEXT_MAX,
  type ImHistory,
  type ImMessage,
  type ImSendRequest,
} from '@kickoff/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/index';
import { lockKey } from '../db/locks';
import { AppError } from '../errors';
import type { Hub } from '../realtime/hub';
import { refuseIfMuted } from '../moderation/sanctions';
import { maskBanned } from '../moderation/word-filter';
import { blockBetween } from './people';
import { pushToMembers } from './pushes';
import { messageQuery, toImMessage } from './rows';
import { imDb, type ImDb, type ImTx } from './tables';
import { unreadOf } from './unread';

export interface Membership {
  conversationId: number;
  kind: 'private' | 'group';
  role: 'owner' | 'admin' | 'member';
  mutedAll: boolean;
  mutedUntil: Date | null;
  dissolved: boolean;
  lastSeq: number;
  readSeq: number;
  /** the member's history starts after this seq (a newcomer reads from their join line on) */
  sinceSeq: number;
}

/** The caller's membership, or NOT_FOUND (someone else's conversation looks like no conversation). */
export async function membership(im: ImDb, conversationId: number, userId: number): Promise<Membership> {
  const row = await im
    .selectFrom('im_members as mb')
    .innerJoin('im_conversations as c', 'c.id', 'mb.conversation_id')
    .select([
      'c.id',
      'c.kind',
      'mb.role',
      'c.muted_all',
      'mb.muted_until',
      'c.dissolved_at',
      'c.last_seq',
      'mb.read_seq',
      'mb.since_seq',
    ])
    .where('mb.conversation_id', '=', conversationId)
    .where('mb.user_id', '=', userId)
    .where('mb.left_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, '会话不存在或你已不在其中');
  return {
    conversationId: row.id,
    kind: row.kind,
    role: row.role,
    mutedAll: row.muted_all,
    mutedUntil: row.muted_until,
    dissolved: row.dissolved_at !== null,
    lastSeq: row.last_seq,
    readSeq: row.read_seq,
    sinceSeq: row.since_seq,
  };
}

export async function memberIds(im: ImDb, conversationId: number): Promise<number[]> {
  const rows = await im
    .selectFrom('im_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('left_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Appends a message under the conversation's next seq (the row update locks the conversation). */
export async function appendMessage(
  trx: ImTx,
  conversationId: number,
  values: {
    senderId: number;
    kind: 'text' | 'image' | 'system';
    text: string;
    imageId?: string | null;
    replyToSeq?: number | null;
    clientId?: string | null;
  },
): Promise<number> {
  const bumped = await trx
    .updateTable('im_conversations')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const seq = bumped.last_seq;
  await trx
    .insertInto('im_messages')
    .values({
      conversation_id: conversationId,
      seq,
      sender_id: values.senderId,
      kind: values.kind,
      text: values.text,
      image_id: values.imageId ?? null,
      reply_to_seq: values.replyToSeq ?? null,
      client_id: values.clientId ?? null,
    })
    .execute();
  // one's own line is read by its author
  await trx
    .updateTable('im_members')
    .set({ read_seq: seq })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', values.senderId)
    .execute();
  return seq;
}

export async function messageAt(im: ImDb, conversationId: number, seq: number): Promise<ImMessage> {
  const row = await messageQuery(im)
    .where('m.conversation_id', '=', conversationId)
    .where('m.seq', '=', seq)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, '消息不存在');
  return toImMessage(row);
}

async function storedResend(db: Db, senderId: number, clientId: string): Promise<ImMessage | null> {
  const row = await messageQuery(imDb(db))
    .where('m.sender_id', '=', senderId)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toImMessage(row) : null;
}

function cleanText(raw: string, imageId: string | undefined): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (imageId !== undefined) {
    if (text) throw new AppError(ErrorCodes.PARAM_INVALID, '图片消息不能附带文字');
    return '';
  }
  if (!text) throw new AppError(ErrorCodes.PARAM_INVALID, '消息不能为空');
  if ([...text].length > IM_TEXT_MAX) throw new AppError(ErrorCodes.PARAM_INVALID, `消息不能超过 ${IM_TEXT_MAX} 字`);
  return maskBanned(text).text;
}

/** An image message shows one of the sender's own chat uploads, never sent before. */
async function requireChatImage(trx: ImTx, senderId: number, imageId: string): Promise<void> {
  const upload = await trx
    .selectFrom('uploads')
    .leftJoin('im_messages as used', 'used.image_id', 'uploads.id')
    .select(['uploads.id', 'used.id as used_by'])
    .where('uploads.id', '=', imageId)
    .where('uploads.user_id', '=', senderId)
    .where('uploads.purpose', '=', 'chat')
    .executeTakeFirst();
  if (!upload) throw new AppError(ErrorCodes.PARAM_INVALID, '图片不存在，请重新选择');
  if (upload.used_by !== null) throw new AppError(ErrorCodes.PARAM_INVALID, '这张图片已经发送过了');
}

export async function sendMessage(db: Db, hub: Hub | null, senderId: number, req: ImSendRequest): Promise<ImMessage> {
  const text = cleanText(req.text, req.imageId);
  const again = await storedResend(db, senderId, req.clientId);
  if (again) {
    if (again.conversationId !== req.conversationId) throw new AppError(ErrorCodes.CONFLICT, '消息编号重复');
    return again;
  }
  await refuseIfMuted(db, senderId);
  let seq: number;
  try {
    seq = await imDb(db)
      .transaction()
      .execute(async (trx) => {
        const m = await membership(trx, req.conversationId, senderId);
        if (m.dissolved) throw new AppError(ErrorCodes.FORBIDDEN, '该群已解散');
        if (m.kind === 'private') {
          const peer = (await memberIds(trx, m.conversationId)).find((id) => id !== senderId);
          const blocked = peer === undefined ? '对方不存在' : await blockBetween(trx, senderId, peer);
          if (blocked) throw new AppError(ErrorCodes.FORBIDDEN, blocked);
        } else {
          if (m.mutedUntil && m.mutedUntil.getTime() > Date.now())
            throw new AppError(ErrorCodes.FORBIDDEN, '你已被禁言，暂时不能发言');
          if (m.mutedAll && m.role === 'member')
            throw new AppError(ErrorCodes.FORBIDDEN, '全员禁言中，仅群主和管理员可发言');
        }
        // the sender's budget spans conversations (whose row locks do not): counted under the sender's lock
        await lockKey(trx, 'imSend', String(senderId));
        const recent = await trx
          .selectFrom('im_messages')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('sender_id', '=', senderId)
          .where('kind', 'in', ['text', 'image'])
          .where('created_at', '>', new Date(Date.now() - IM_SEND_BUDGET.perMs))
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= IM_SEND_BUDGET.messages)
          throw new AppError(ErrorCodes.RATE_LIMITED, '发送太频繁，请稍后再试');
        if (req.replyToSeq !== undefined) {
          const quoted = await trx
            .selectFrom('im_messages')
            .select('id')
            .where('conversation_id', '=', m.conversationId)
            .where('seq', '=', req.replyToSeq)
            .executeTakeFirst();
          if (!quoted) throw new AppError(ErrorCodes.PARAM_INVALID, '引用的消息不存在');
        }
        if (req.imageId !== undefined) await requireChatImage(trx, senderId, req.imageId);
        return appendMessage(trx, m.conversationId, {
          senderId,
          kind: req.imageId === undefined ? 'text' : 'image',
          text,
          imageId: req.imageId ?? null,
          replyToSeq: req.replyToSeq ?? null,
          clientId: req.clientId,
        });
      });
  } catch (err) {
    // two copies of one resend raced: the other one stored it
    const stored = await storedResend(db, senderId, req.clientId);
    if (stored) return stored;
    throw err;
  }
  const im = imDb(db);
  const message = await messageAt(im, req.conversationId, seq);
  const m = await membership(im, req.conversationId, senderId);
  await pushToMembers(db, hub, m.kind, await memberIds(im, req.conversationId), { type: 'message', message });
  return message;
}

export async function recallMessage(
  db: Db,
  hub: Hub | null,
  userId: number,
  conversationId: number,
  seq: number,
): Promise<ImMessage> {
  const im = imDb(db);
  const m = await membership(im, conversationId, userId);
  const msg = await messageAt(im, conversationId, seq);
  if (msg.fromId !== userId || msg.kind === 'system')
    throw new AppError(ErrorCodes.FORBIDDEN, '只能撤回自己发送的消息');
  if (msg.recalled) return msg;
  if (Date.now() - msg.time > IM_RECALL_MS) throw new AppError(ErrorCodes.FORBIDDEN, '超过 2 分钟的消息不能撤回');
  // a recalled picture is gone for good: its upload (full size and thumbnail) is deleted with it
  await im.transaction().execute(async (trx) => {
    await trx
      .updateTable('im_messages')
      .set({ recalled_at: new Date(), text: '', image_id: null })
      .where('conversation_id', '=', conversationId)
      .where('seq', '=', seq)
      .execute();
    if (msg.image) await trx.deleteFrom('uploads').where('id', '=', msg.image.id).execute();
  });
  await pushToMembers(db, hub, m.kind, await memberIds(im, conversationId), { type: 'recall', conversationId, seq });
  return messageAt(im, conversationId, seq);
}

/** `before`: the page of older messages (exclusive); `after`: the ones a client missed (exclusive). */
export async function history(
  db: Db,
  hub: Hub | null,
  userId: number,
  conversationId: number,
  q: { before?: number; after?: number; size: number },
): Promise<ImHistory> {
  const { sinceSeq } = await membership(imDb(db), conversationId, userId);
  let query = messageQuery(imDb(db)).where('m.conversation_id', '=', conversationId).where('m.seq', '>', sinceSeq);
  let page: ImHistory;
  if (q.after !== undefined) {
    const rows = await query.where('m.seq', '>', q.after).orderBy('m.seq', 'asc').limit(q.size).execute();
    page = { list: rows.map(toImMessage), more: false };
  } else {
    if (q.before !== undefined) query = query.where('m.seq', '<', q.before);
    const rows = await query
      .orderBy('m.seq', 'desc')
      .limit(q.size + 1)
      .execute();
    page = { list: rows.slice(0, q.size).reverse().map(toImMessage), more: rows.length > q.size };
  }
  // what the page carries has reached this member's client
  const top = page.list.at(-1)?.seq;
  if (top !== undefined) await markDelivered(db, hub, userId, { conversationId, seq: top });
  return page;
}

/**
 * Marks what has reached a member's client (已送达): one conversation up to `seq`, or every one of
 * theirs up to its last message (the conversation list was loaded). Never backwards, never past the
 * last message. The other person of a private chat is told, so their page shows 已送达.
 */
export async function markDelivered(
  db: Db,
  hub: Hub | null,
  userId: number,
  one?: { conversationId: number; seq: number },
): Promise<number> {
  const upTo = one ? sql`least(c.last_seq, ${one.seq})` : sql`c.last_seq`;
  const moved = await sql<{ conversation_id: number; delivered_seq: number; kind: 'private' | 'group' }>`
    UPDATE im_members AS mb SET delivered_seq = ${upTo}
    FROM im_conversations AS c
    WHERE c.id = mb.conversation_id AND mb.user_id = ${userId} AND mb.left_at IS NULL
      ${one ? sql`AND mb.conversation_id = ${one.conversationId}` : sql``}
      AND mb.delivered_seq < ${upTo}
    RETURNING mb.conversation_id, mb.delivered_seq, c.kind`.execute(imDb(db));
  const im = imDb(db);
  for (const r of moved.rows) {
    if (r.kind !== 'private') continue;
    await pushToMembers(db, hub, 'private', await memberIds(im, r.conversation_id), {
      type: 'delivered',
      conversationId: r.conversation_id,
      userId,
      seq: r.delivered_seq,
    });
  }
  return moved.rows.length;
}

/** Marks read up to `seq` (never backwards); answers the reader's unread total. */
export async function markRead(db: Db, hub: Hub | null, userId: number, conversationId: number, seq: number) {
  const im = imDb(db);
  const m = await membership(im, conversationId, userId);
  const upTo = Math.min(seq, m.lastSeq);
  if (upTo > m.readSeq) {
    // read implies delivered
    await im
      .updateTable('im_members')
      .set((eb) => ({
        read_seq: upTo,
        delivered_seq: sql<number>`greatest(${eb.ref('delivered_seq')}, ${upTo})`,
      }))
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId)
      .where('read_seq', '<', upTo)
      .execute();
    // the other person sees 已读; the reader's other pages clear their badge
    const told = m.kind === 'private' ? await memberIds(im, conversationId) : [userId];
    await pushToMembers(db, hub, m.kind, told, { type: 'read', conversationId, userId, seq: upTo });
  }
  return unreadOf(db, userId);
}
