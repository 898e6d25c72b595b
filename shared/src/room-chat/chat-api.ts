/** The spec's chat calls, group = room id or sport (docs/glossary.md "Live rooms"). */
import { post, unwrap } from '@kickoff/shared/api';
import { MESSAGE_PATHS, type Envelope, type Sport } from '@kickoff/shared/contracts';
import { type RoomChatLine, type RoomChatPage, type RoomChatText } from '@kickoff/shared/contracts/vlive';

/** A room's id, or a sport for its sport-wide group. */
export type ChatGroupId = number | Sport;

export function chatWelcome(group: ChatGroupId): Promise<RoomChatText> {
  return unwrap(post(MESSAGE_PATHS.welcome, { group: String(group) }));
}

export function chatNotice(group: ChatGroupId): Promise<RoomChatText> {
  return unwrap(post(MESSAGE_PATHS.notice, { group: String(group) }));
}

export function chatPage(group: ChatGroupId, before = 0): Promise<RoomChatPage> {
  return unwrap(post(MESSAGE_PATHS.page, { group: String(group), before }));
}

/** The lines after `after` (a reconnect's gap), oldest first; call again with `next` until it is 0. */
export function chatPageAfter(group: ChatGroupId, after: number): Promise<RoomChatPage> {
  return unwrap(post(MESSAGE_PATHS.page, { group: String(group), after }));
}

/** Sends a line: the envelope, so a refusal (muted, too fast) can be told from a lost connection. */
export function chatSend(group: ChatGroupId, text: string, clientId: string): Promise<Envelope<RoomChatLine>> {
  return post(MESSAGE_PATHS.send, { group: String(group), text, clientId });
}

/** A client id for one line (a resend of the same line reuses it). */
export function newClientId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
