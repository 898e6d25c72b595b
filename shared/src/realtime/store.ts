/** What the realtime connection last saw, for components that render from state rather than events. */
import { create } from 'zustand';
import type { ServerMessage } from '../contracts/realtime';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface RealtimeState {
  status: RealtimeStatus;
  /** the last message per topic ('' for messages without a topic, e.g. IDENTIFIED) */
  lastByTopic: Record<string, ServerMessage>;
  /** the user id the hub identified us as (null for a visitor or before identification) */
  userId: number | null;
  setStatus: (status: RealtimeStatus) => void;
  record: (m: ServerMessage) => void;
  setUserId: (id: number | null) => void;
}

export const useRealtimeStore = create<RealtimeState>()((set) => ({
  status: 'idle',
  lastByTopic: {},
  userId: null,
  setStatus: (status) => set({ status }),
  record: (m) => set((s) => ({ lastByTopic: { ...s.lastByTopic, [m.topic ?? '']: m } })),
  setUserId: (userId) => set({ userId }),
}));
