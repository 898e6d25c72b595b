/**
 * Private and group chat, the social graph and blocks (`/imapi/...`, server/src/messaging). The
 * list row builds on docs/product.md §3's chat list item (`messageStatus`, `count`, messages.ts).
 * Pushes use the realtime codes already defined: 10001 for private conversations, 10022 for groups,
 * each carrying `unread`, the receiver's total as the server counts it, so the tab badge is set to
 * the server's figure rather than counted up on the client.
 */
import type { ChatListItem } from './messages';
import type { UploadedImage } from './uploads';

/** Longest message text (characters) and the per-user send budget. */
export const IM_TEXT_MAX = 2000;
export const IM_SEND_BUDGET = { messages: 10, perMs: 10_000 } as const;
/** A sender may take a message back this long after sending it. */
export const IM_RECALL_MS = 2 * 60_000;
export const IM_GROUP_NAME_MAX = 20;
export const IM_GROUP_MAX_MEMBERS = 500;
/** Longest remark (备注) one may give another user. */
export const IM_REMARK_MAX = 16;

export type ImRole = 'owner' | 'admin' | 'member';
type ImMessageKind = 'text' | 'image' | 'system';

export interface ImMessage {
  id: number;
  conversationId: number;
  /** the conversation's own sequence: 1, 2, 3 … with no gaps */
  seq: number;
  /** 0 for a system line */
  fromId: number;
  fromName: string;
  kind: ImMessageKind;
  /** plain text (banned words masked); '' for an image and once recalled */
  text: string;
  /** kind 'image': the picture (thumbnail in the thread, full size on tap); null otherwise and once recalled */
  image: UploadedImage | null;
  recalled: boolean;
  /** hidden by a moderator after a report: text '' and no image, shown to nobody */
  hidden: boolean;
  replyTo: { seq: number; fromName: string; text: string } | null;
  clientId: string;
  /** unix ms */
  time: number;
}

/** One row of `GET /imapi/chat/list`. `id` is the conversation id as text. */
export interface ImConversationItem extends ChatListItem {
  conversationId: number;
  /** the other person of a private conversation, 0 for a group */
  peerId: number;
  pinned: boolean;
  /** 免打扰: not counted in the tab badge */
  quiet: boolean;
  lastSeq: number;
}

export interface ImChatList {
  list: ImConversationItem[];
  unread: ImUnread;
}

/** `GET /imapi/chat/unread`: what the tab badge shows (`total` = chats + notices). */
export interface ImUnread {
  chats: number;
  notices: number;
  total: number;
}

export interface ImMember {
  userId: number;
  nickName: string;
  portrait: string;
  role: ImRole;
  /** unix ms until which this member may not speak; 0 when free */
  mutedUntil: number;
}

/** `GET /imapi/chat/info?conversationId=`: the header of a chat and, for a group, its members. */
export interface ImConversationInfo {
  conversationId: number;
  kind: 'private' | 'group';
  name: string;
  peerId: number;
  notice: string;
  mutedAll: boolean;
  myRole: ImRole;
  lastSeq: number;
  readSeq: number;
  /** how far the other person has read (private only): my messages up to it show 已读 */
  peerReadSeq: number;
  /** how far the other person's client has received (private only): my messages up to it show 已送达 */
  peerDeliveredSeq: number;
  members: ImMember[];
  dissolved: boolean;
}

/** `GET /imapi/chat/history?conversationId=&before=|after=&size=`: ascending by seq. */
export interface ImHistory {
  list: ImMessage[];
  /** true when older messages remain before the first one returned */
  more: boolean;
}

export interface ImSendRequest {
  conversationId: number;
  /** '' when the message is an image */
  text: string;
  /** an image message: the id of my own `POST /inform/upload?purpose=chat`, each used once */
  imageId?: string;
  /** the client's id for this message; sending it again returns the stored message */
  clientId: string;
  replyToSeq?: number;
}

/** Data of a 10001 / 10022 push. */
export type ImPush =
  | { type: 'message'; message: ImMessage; unread: number }
  | { type: 'recall'; conversationId: number; seq: number; unread: number }
  /** a moderator hid the message after a report: nobody is shown it any more */
  | { type: 'hidden'; conversationId: number; seq: number; unread: number }
  | { type: 'read'; conversationId: number; userId: number; seq: number; unread: number }
  | { type: 'delivered'; conversationId: number; userId: number; seq: number; unread: number };

/** `POST /imapi/chat/delivered`: my client received this conversation up to `seq` (a push it took). */
export interface ImDeliveredRequest {
  conversationId: number;
  seq: number;
}

export interface ImUserCard {
  id: number;
  nickName: string;
  /** docs/product.md §3 portraitAudit rule applied on the server side of the card */
  portrait: string;
  portraitAudit: 0 | 1;
  portraitNew: string;
  fans: number;
  attention: number;
  /** I follow them */
  following: boolean;
  /** they follow me */
  followsMe: boolean;
  /** I blocked them */
  blocked: boolean;
  /** my remark (备注) on them, '' when none: shown instead of the nickname, to me only */
  remark: string;
}

/** One row of `GET /imapi/favor/list` (收藏): a message I saved, newest saved first. */
export interface ImFavor {
  messageId: number;
  conversationId: number;
  /** the group's name, or the other person of a private chat (my remark when I gave one) */
  conversationName: string;
  message: ImMessage;
  /** unix ms */
  savedAt: number;
}

/** One row of `GET /imapi/user/contacts` (通讯录): people I follow and my fans, merged. */
export interface ImContact {
  id: number;
  nickName: string;
  remark: string;
  portrait: string;
  following: boolean;
  followsMe: boolean;
  /** 'A'–'Z' from the pinyin initial of the shown name (remark, else nickname), '#' otherwise */
  letter: string;
}

/** One row of `GET /imapi/group/list`. */
export interface ImGroupItem {
  conversationId: number;
  name: string;
  members: number;
  role: ImRole;
}

/**
 * Joining a group (server/src/messaging/group-joins.ts): nobody is put in a group without saying
 * yes. An invitee accepts or declines (`ImGroupInvite`); a fan holding the group's link or QR code
 * joins, or asks to when the owner requires approval, and the owner or an admin decides
 * (`ImJoinRequest`). A block between the newcomer and whoever adds them, or any member, refuses it.
 */
/** The link code of a group: 16 URL-safe characters, changed when the owner or an admin resets it. */
export const IM_GROUP_CODE_PATTERN = '^[A-Za-z0-9_-]{16}$';
/** How many people one invitation call may name. */
export const IM_GROUP_INVITE_MAX = 50;
/** The in-app page a group link and its QR code open. */
export const groupJoinPath = (code: string): string => `/message/groupDetail?join=${code}`;

/** One row of `GET /imapi/group/invites`: a group someone invited me to, waiting for my answer. */
export interface ImGroupInvite {
  inviteId: number;
  conversationId: number;
  groupName: string;
  members: number;
  inviterId: number;
  inviterName: string;
  /** unix ms */
  time: number;
}

/** `GET /imapi/group/link?conversationId=` (a member): the group's link and whether joining needs approval. */
export interface ImGroupLink {
  conversationId: number;
  code: string;
  /** `groupJoinPath(code)`: the page the link and the QR code open */
  path: string;
  approval: boolean;
}

/** `GET /imapi/group/preview?code=`: the group a link opens, as the fan holding it sees it before joining. */
export interface ImGroupPreview {
  conversationId: number;
  name: string;
  members: number;
  approval: boolean;
  /** 'member': already in; 'requested': waiting for approval; 'none': may join (or ask to) */
  state: 'member' | 'requested' | 'none';
}

/** Answer of `POST /imapi/group/join` and `/imapi/group/answer`. */
export interface ImJoinResult {
  conversationId: number;
  /** 'joined': a member now; 'requested': waiting for the owner or an admin; 'declined': the invitation is gone */
  state: 'joined' | 'requested' | 'declined';
}

/** One row of `GET /imapi/group/requests?conversationId=` (owner and admins): a fan waiting to be let in. */
export interface ImJoinRequest {
  requestId: number;
  userId: number;
  nickName: string;
  portrait: string;
  /** the member who invited them, '' when they came by the link */
  inviterName: string;
  /** unix ms */
  time: number;
}

export const IM_PATHS = {
  chatList: '/imapi/chat/list',
  unread: '/imapi/chat/unread',
  open: '/imapi/chat/open',
  info: '/imapi/chat/info',
  history: '/imapi/chat/history',
  send: '/imapi/chat/send',
  read: '/imapi/chat/read',
  delivered: '/imapi/chat/delivered',
  readAll: '/imapi/chat/readAll',
  recall: '/imapi/chat/recall',
  settings: '/imapi/chat/settings',
  remove: '/imapi/chat/delete',
  groupCreate: '/imapi/group/create',
  groupList: '/imapi/group/list',
  groupUpdate: '/imapi/group/update',
  groupRole: '/imapi/group/role',
  groupMute: '/imapi/group/mute',
  groupMuteAll: '/imapi/group/muteAll',
  groupRemove: '/imapi/group/remove',
  groupLeave: '/imapi/group/leave',
  groupTransfer: '/imapi/group/transfer',
  groupDissolve: '/imapi/group/dissolve',
  groupInvite: '/imapi/group/invite',
  groupInvites: '/imapi/group/invites',
  groupAnswer: '/imapi/group/answer',
  groupLink: '/imapi/group/link',
  groupLinkReset: '/imapi/group/link/reset',
  groupApproval: '/imapi/group/approval',
  groupPreview: '/imapi/group/preview',
  groupJoin: '/imapi/group/join',
  groupRequests: '/imapi/group/requests',
  groupReview: '/imapi/group/review',
  follow: '/imapi/user/follow',
  fans: '/imapi/user/fans',
  attention: '/imapi/user/attention',
  search: '/imapi/user/search',
  card: '/imapi/user/card',
  block: '/imapi/user/block',
  remark: '/imapi/user/remark',
  contacts: '/imapi/user/contacts',
  favorAdd: '/imapi/favor/add',
  favorList: '/imapi/favor/list',
  favorRemove: '/imapi/favor/remove',
} as const;
