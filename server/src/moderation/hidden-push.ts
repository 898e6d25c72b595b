/**
 * Tells the clients showing a chat line or message a moderator just hid: the room's chat drops the
 * line (the same push as an anchor's deletion), and the conversation's members' threads blank the
 * message (`hidden`).
 */
import type { Db } from '../db/index';
import { memberIds } from '../messaging/chat';
import { pushToMembers } from '../messaging/pushes';
import { imDb } from '../messaging/tables';
import type { Hub } from '../realtime/hub';
import { publishRoom } from '../vlive/chat';
import type { HiddenPush } from './report-queue';

export async function pushHidden(db: Db, hub: Hub, push: HiddenPush): Promise<void> {
  if (push === null) return;
  if (push.kind === 'chat') {
    publishRoom(hub, push.group, { kind: 'delete', id: push.id });
    return;
  }
  const im = imDb(db);
  const conversation = await im
    .selectFrom('im_conversations')
    .select('kind')
    .where('id', '=', push.conversationId)
    .executeTakeFirstOrThrow();
  await pushToMembers(db, hub, conversation.kind, await memberIds(im, push.conversationId), {
    type: 'hidden',
    conversationId: push.conversationId,
    seq: push.seq,
  });
}
