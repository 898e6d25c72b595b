/** docs/product.md §3 client group "activity info". */
import { create } from 'zustand';
import type { ActivityConfig } from '../contracts/activity';

export interface ActivityState {
  info: ActivityConfig | null;
  setInfo: (info: ActivityConfig | null) => void;
}

export const useActivityStore = create<ActivityState>()((set) => ({
  info: null,
  setInfo: (info) => set({ info }),
}));
