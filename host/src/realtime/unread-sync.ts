/**
 * The tab badge starts from the server's unread total (chats + notices, `GET /imapi/chat/unread`)
 * each time the socket is identified as a user — on sign-in and after every reconnect, when pushes
 * may have been missed — and is zero for a visitor. Between those, chat pushes carry the total; a
 * push that lands while the total is being fetched is newer than that answer, which is then dropped.
 */
import { get } from '@kickoff/shared/api';
import { IM_PATHS, MessageCodes, UNREAD_CODES, type ImUnread, type ServerMessage } from '@kickoff/shared/contracts';
import { realtime, type RealtimeClient } from '@kickoff/shared/realtime';
import { useMessagesStore } from '@kickoff/shared/stores';

async function fetchUnread(): Promise<number | null> {
  const res = await get<ImUnread>(IM_PATHS.unread);
  return res.code === 200 ? res.data.total : null;
}

export function syncUnread(
  client: Pick<RealtimeClient, 'onMessage'> = realtime,
  load: () => Promise<number | null> = fetchUnread,
): () => void {
  let pushes = 0;
  return client.onMessage((m: ServerMessage) => {
    if ((UNREAD_CODES as readonly number[]).includes(m.code)) pushes += 1;
    if (m.code !== MessageCodes.IDENTIFIED) return;
    const userId = (m.data as { userId?: number | null } | null)?.userId ?? null;
    if (userId === null) {
      useMessagesStore.getState().setUnread(0);
      return;
    }
    const seen = pushes;
    load()
      .then((total) => {
        if (total !== null && pushes === seen) useMessagesStore.getState().setUnread(total);
      })
      .catch(() => undefined);
  });
}
