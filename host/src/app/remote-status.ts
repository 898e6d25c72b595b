/** Which remotes failed to load, so the catch-all route can show their fallback in the layout. */
import { create } from 'zustand';

export interface RemoteStatusState {
  failed: Record<string, string>;
  loaded: Record<string, true>;
  markFailed: (name: string, reason: string) => void;
  markLoaded: (name: string) => void;
}

export const useRemoteStatus = create<RemoteStatusState>()((set) => ({
  failed: {},
  loaded: {},
  markFailed: (name, reason) => set((s) => ({ failed: { ...s.failed, [name]: reason } })),
  markLoaded: (name) =>
    set((s) => {
      const failed = { ...s.failed };
      delete failed[name];
      return { failed, loaded: { ...s.loaded, [name]: true } };
    }),
}));
