/** Messaging contracts (docs/product.md §3 "Chat list item", §7 Messages calls). */

/** One row of `GET /imapi/chat/list`. */
export interface ChatListItem {
  id: string;
  /** 'private' | 'group' | 'system' conversation */
  kind: 'private' | 'group' | 'system';
  name: string;
  avatar: string;
  lastText: string;
  /** unix ms */
  lastTime: number;
  /** 0 read, 1 unread */
  messageStatus: 0 | 1;
  /** unread count in this conversation */
  count: number;
}

/** The "@" info kept by the client (docs/product.md §3 client group "at-info"). */
export interface AtInfo {
  conversationId: string;
  userId: number;
  nickName: string;
}
