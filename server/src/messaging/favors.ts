/**
 * Saved messages (收藏): a member saves a text or image message of a conversation they are in; the
 * list shows each with its conversation's name (a private one named by my remark when I gave one)
 * and opens that conversation; a message recalled later shows as recalled. Removing is mine only.
 */
import { ErrorCodes, type ImFavor } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { membership } from './chat';
import { remarksOf } from './remarks';
import { messageQuery, toImMessage } from './rows';
import { imDb } from './tables';

export async function addFavor(db: Db, me: number, conversationId: number, seq: number): Promise<void> {
  const im = imDb(db);
  await membership(im, conversationId, me);
  const msg = await im
    .selectFrom('im_messages')
    .select(['id', 'kind', 'recalled_at'])
    .where('conversation_id', '=', conversationId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  if (!msg) throw new AppError(ErrorCodes.NOT_FOUND, '消息不存在');
  if (msg.kind === 'system' || msg.recalled_at !== null)
    throw new AppError(ErrorCodes.PARAM_INVALID, '这条消息不能收藏');
  await im
    .insertInto('im_favors')
    .values({ user_id: me, message_id: msg.id })
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .execute();
}

export async function removeFavor(db: Db, me: number, messageId: number): Promise<void> {
  const gone = await imDb(db)
    .deleteFrom('im_favors')
    .where('user_id', '=', me)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new AppError(ErrorCodes.NOT_FOUND, '收藏不存在');
}

export async function listFavors(db: Db, me: number): Promise<ImFavor[]> {
  const im = imDb(db);
  const rows = await messageQuery(im)
    .innerJoin('im_favors as f', 'f.message_id', 'm.id')
    .innerJoin('im_conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('im_members as pm', (j) =>
      j.onRef('pm.conversation_id', '=', 'c.id').on('c.kind', '=', 'private').on('pm.user_id', '<>', me),
    )
    .leftJoin('users as pu', 'pu.id', 'pm.user_id')
    .select([
      'f.created_at as saved_at',
      'c.kind as conv_kind',
      'c.name as conv_name',
      'pm.user_id as peer_id',
      'pu.nick_name as peer_name',
    ])
    .where('f.user_id', '=', me)
    .orderBy('f.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(200)
    .execute();
  const remarks = await remarksOf(
    im,
    me,
    rows.flatMap((r) => (r.peer_id === null ? [] : [r.peer_id])),
  );
  return rows.map((r) => ({
    messageId: r.id,
    conversationId: r.conversation_id,
    conversationName: r.conv_kind === 'group' ? r.conv_name : (remarks.get(r.peer_id ?? 0) ?? r.peer_name ?? ''),
    message: toImMessage(r),
    savedAt: new Date(r.saved_at).getTime(),
  }));
}
