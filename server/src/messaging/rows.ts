/** Reading messages back: one query shape (sender name, the quoted message) and the wire form. */
import type { ImMessage } from '@kickoff/shared/contracts';
import { uploadedImage } from '../uploads/routes';
import type { ImDb, ImTx } from './tables';

export function messageQuery(db: ImDb | ImTx) {
  return db
    .selectFrom('im_messages as m')
    .leftJoin('users as s', 's.id', 'm.sender_id')
    .leftJoin('im_messages as r', (j) =>
      j.onRef('r.conversation_id', '=', 'm.conversation_id').onRef('r.seq', '=', 'm.reply_to_seq'),
    )
    .leftJoin('users as rs', 'rs.id', 'r.sender_id')
    .leftJoin('uploads as img', 'img.id', 'm.image_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.seq',
      'm.sender_id',
      'm.kind',
      'm.text',
      'm.image_id',
      'img.width as image_width',
      'img.height as image_height',
      'm.reply_to_seq',
      'm.client_id',
      'm.recalled_at',
      'm.hidden_at',
      'm.created_at',
      's.nick_name as sender_name',
      'r.text as reply_text',
      'r.kind as reply_kind',
      'r.recalled_at as reply_recalled_at',
      'r.hidden_at as reply_hidden_at',
      'rs.nick_name as reply_name',
    ]);
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

export function toImMessage(r: MessageRow): ImMessage {
  const recalled = r.recalled_at !== null;
  const hidden = r.hidden_at !== null;
  const gone = recalled || hidden;
  return {
    id: r.id,
    conversationId: r.conversation_id,
    seq: r.seq,
    fromId: r.sender_id ?? 0,
    fromName: r.sender_name ?? '',
    kind: r.kind,
    text: gone ? '' : r.text,
    image: gone || r.image_id === null ? null : uploadedImage(r.image_id, r.image_width ?? 0, r.image_height ?? 0),
    recalled,
    hidden,
    replyTo:
      r.reply_to_seq === null
        ? null
        : {
            seq: r.reply_to_seq,
            fromName: r.reply_name ?? '',
            text:
              r.reply_recalled_at !== null || r.reply_hidden_at !== null
                ? ''
                : r.reply_kind === 'image'
                  ? '[图片]'
                  : (r.reply_text ?? ''),
          },
    clientId: r.client_id ?? '',
    time: new Date(r.created_at).getTime(),
  };
}
