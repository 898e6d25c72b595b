/**
 * 已送达: when a private message from someone else reaches this page over the socket (whatever
 * page is open), the page tells the server (`POST /imapi/chat/delivered`), which tells the sender.
 * One's own messages, group messages and other pushes are not acknowledged.
 */
import { post } from '@kickoff/shared/api';
import {
  IM_PATHS,
  MessageCodes,
  type ImDeliveredRequest,
  type ImPush,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { realtime, type RealtimeClient } from '@kickoff/shared/realtime';

export function ackDeliveries(
  client: Pick<RealtimeClient, 'onMessage'> = realtime,
  ack: (body: ImDeliveredRequest) => Promise<unknown> = (body) => post(IM_PATHS.delivered, body),
): () => void {
  let me: number | null = null;
  return client.onMessage((m: ServerMessage) => {
    if (m.code === MessageCodes.IDENTIFIED) {
      me = (m.data as { userId?: number | null } | null)?.userId ?? null;
      return;
    }
    if (m.code !== MessageCodes.PRIVATE_CHAT || me === null) return;
    const push = m.data as ImPush | null;
    if (push?.type !== 'message' || push.message.fromId === me) return;
    ack({ conversationId: push.message.conversationId, seq: push.message.seq }).catch(() => undefined);
  });
}
