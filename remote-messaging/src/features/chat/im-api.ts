/** Every /imapi chat call of this remote, through the shared api client (types: contracts/im.ts). */
import { get, post, unwrap } from '@kickoff/shared/api';
import {
  IM_PATHS,
  type Envelope,
  type ImChatList,
  type ImConversationInfo,
  type ImHistory,
  type ImMessage,
  type ImSendRequest,
  type ImUnread,
} from '@kickoff/shared/contracts';
import { useMessagesStore } from '@kickoff/shared/stores';

/** A call that answers the unread total: the tab badge takes it at once. */
async function withUnread(call: Promise<Envelope<{ unread: ImUnread }>>): Promise<ImUnread> {
  const { unread } = await unwrap(call);
  useMessagesStore.getState().setUnread(unread.total);
  return unread;
}

export const chatList = async (): Promise<ImChatList> => {
  const data = await unwrap(get<ImChatList>(IM_PATHS.chatList));
  useMessagesStore.getState().setUnread(data.unread.total);
  return data;
};
export const conversationInfo = (conversationId: number) =>
  unwrap(get<ImConversationInfo>(IM_PATHS.info, { conversationId }));
export const openPrivate = async (userId: number) =>
  (await unwrap(post<{ conversationId: number }>(IM_PATHS.open, { userId }))).conversationId;
export const history = (conversationId: number, q: { before?: number; after?: number; size?: number }) =>
  unwrap(get<ImHistory>(IM_PATHS.history, { conversationId, ...q }));
/** The raw envelope: a refused send keeps its message on screen with the server's reason. */
export const sendMessage = (req: ImSendRequest) => post<ImMessage>(IM_PATHS.send, req);
export const markRead = (conversationId: number, seq: number) =>
  withUnread(post<{ unread: ImUnread }>(IM_PATHS.read, { conversationId, seq }));
export const readAll = () => withUnread(post<{ unread: ImUnread }>(IM_PATHS.readAll, {}));
export const recall = (conversationId: number, seq: number) =>
  unwrap(post<ImMessage>(IM_PATHS.recall, { conversationId, seq }));
export const updateSettings = (conversationId: number, patch: { pinned?: boolean; quiet?: boolean }) =>
  unwrap(post<null>(IM_PATHS.settings, { conversationId, ...patch }));
export const removeConversation = (conversationId: number) =>
  withUnread(post<{ unread: ImUnread }>(IM_PATHS.remove, { conversationId }));
