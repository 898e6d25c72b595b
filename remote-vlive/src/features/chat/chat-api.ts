/** The spec's chat calls, group = room id (docs/glossary.md "Live rooms"). */
import { post, unwrap } from '@kickoff/shared/api';
import { MESSAGE_PATHS, type Envelope } from '@kickoff/shared/contracts';
import { type RoomChatLine, type RoomChatPage, type RoomChatText } from '@kickoff/shared/contracts/vlive';

export function chatWelcome(roomId: number): Promise<RoomChatText> {
  return unwrap(post<RoomChatText>(MESSAGE_PATHS.welcome, { group: String(roomId) }));
}

export function chatNotice(roomId: number): Promise<RoomChatText> {
  return unwrap(post<RoomChatText>(MESSAGE_PATHS.notice, { group: String(roomId) }));
}

export function chatPage(roomId: number, before = 0): Promise<RoomChatPage> {
  return unwrap(post<RoomChatPage>(MESSAGE_PATHS.page, { group: String(roomId), before }));
}

/** The lines after `after` (a reconnect's gap), oldest first; call again with `next` until it is 0. */
export function chatPageAfter(roomId: number, after: number): Promise<RoomChatPage> {
  return unwrap(post<RoomChatPage>(MESSAGE_PATHS.page, { group: String(roomId), after }));
}

/** Sends a line: the envelope, so a refusal (muted, too fast) can be told from a lost connection. */
export function chatSend(roomId: number, text: string, clientId: string): Promise<Envelope<RoomChatLine>> {
  return post<RoomChatLine>(MESSAGE_PATHS.send, { group: String(roomId), text, clientId });
}

/** A client id for one line (a resend of the same line reuses it). */
export function newClientId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
