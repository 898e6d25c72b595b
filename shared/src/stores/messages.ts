/** docs/product.md §3 client groups "message and unread messages", "at-info" and "chat count". */
import { create } from 'zustand';
import type { AtInfo } from '../contracts/messages';
import type { ServerMessage } from '../contracts/realtime';

/** How many incoming messages are kept in memory; older ones are in the chat pages' own lists. */
export const MESSAGE_BUFFER = 200;

export interface MessagesState {
  messages: ServerMessage[];
  unread: number;
  atInfo: AtInfo | null;
  chatCount: number;
  addMessage: (m: ServerMessage) => void;
  incrementUnread: (by?: number) => void;
  setUnread: (n: number) => void;
  setAtInfo: (at: AtInfo | null) => void;
  setChatCount: (n: number) => void;
  clear: () => void;
}

export const useMessagesStore = create<MessagesState>()((set) => ({
  messages: [],
  unread: 0,
  atInfo: null,
  chatCount: 0,
  addMessage: (m) => set((s) => ({ messages: [...s.messages, m].slice(-MESSAGE_BUFFER) })),
  incrementUnread: (by = 1) => set((s) => ({ unread: s.unread + by })),
  setUnread: (unread) => set({ unread: Math.max(0, unread) }),
  setAtInfo: (atInfo) => set({ atInfo }),
  setChatCount: (chatCount) => set({ chatCount }),
  clear: () => set({ messages: [], unread: 0, atInfo: null, chatCount: 0 }),
}));
