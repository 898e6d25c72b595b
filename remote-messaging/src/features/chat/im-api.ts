/** Every /imapi chat call of this remote, through the shared api client (types: contracts/im.ts). */
import { api, get, post, unwrap } from '@kickoff/shared/api';
import {
  COMMUNITY_PATHS,
  ErrorCodes,
  IM_PATHS,
  MAX_UPLOAD_BYTES,
  type Envelope,
  type ImFavor,
  type ImChatList,
  type ImHistory,
  type ImSendRequest,
  type ImUnread,
  type UploadedImage,
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
export const openPrivate = async (userId: number) => (await unwrap(post(IM_PATHS.open, { userId }))).conversationId;
export const history = (conversationId: number, q: { before?: number; after?: number; size?: number }) =>
  unwrap(get<ImHistory>(IM_PATHS.history, { conversationId, ...q }));
/** The raw envelope: a refused send keeps its message on screen with the server's reason. */
export const sendMessage = (req: ImSendRequest) => post(IM_PATHS.send, req);
export const markRead = (conversationId: number, seq: number) =>
  withUnread(post(IM_PATHS.read, { conversationId, seq }));
export const recall = (conversationId: number, seq: number) => unwrap(post(IM_PATHS.recall, { conversationId, seq }));
export const updateSettings = (conversationId: number, patch: { pinned?: boolean; quiet?: boolean }) =>
  unwrap(post(IM_PATHS.settings, { conversationId, ...patch }));
export const removeConversation = (conversationId: number) => withUnread(post(IM_PATHS.remove, { conversationId }));

/**
 * Uploads a picture for a chat message (multipart, `purpose=chat`); the server re-encodes it and
 * answers its id. A file over 5 MB is refused before it is sent.
 */
export async function uploadChatImage(file: File): Promise<UploadedImage> {
  if (file.size > MAX_UPLOAD_BYTES) throw new Error('图片不能超过 5 MB');
  const form = new FormData();
  form.append('file', file);
  const token = api.config().getToken();
  const res = await api.http.post<Envelope<UploadedImage>>(api.urlFor('/inform/upload?purpose=chat'), form, {
    headers: token ? { accessToken: token } : {},
  });
  if (res.data?.code === ErrorCodes.PAYLOAD_TOO_LARGE) throw new Error('图片不能超过 5 MB');
  return unwrap(Promise.resolve(res.data));
}

export const favorList = () => unwrap(get<ImFavor[]>(IM_PATHS.favorList));
export const addFavor = (conversationId: number, seq: number) =>
  unwrap(post(IM_PATHS.favorAdd, { conversationId, seq }));
/** 举报 a message someone sent me (its id); the console's 审核 queue gets it */
export const reportMessage = (id: number, reason: string) =>
  unwrap(post(COMMUNITY_PATHS.report, { target: 'message', id, reason }));
export const removeFavor = (messageId: number) => unwrap(post(IM_PATHS.favorRemove, { messageId }));
