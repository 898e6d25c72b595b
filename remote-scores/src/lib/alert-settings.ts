/**
 * Alert options the shared live group does not hold: sound, vibration and whose goals alert
 * (followed matches only, or all). Persisted in localStorage beside the shared settings.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type AlertScope = 'all' | 'followed';

export interface AlertSettings {
  sound: boolean;
  vibrate: boolean;
  scope: AlertScope;
  set: (patch: Partial<Omit<AlertSettings, 'set'>>) => void;
}

const ALERT_STORAGE_KEY = 'kickoff-scores-alerts';

export const useAlertSettings = create<AlertSettings>()(
  persist((set) => ({ sound: true, vibrate: true, scope: 'all', set: (patch) => set(patch) }), {
    name: ALERT_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ sound: s.sound, vibrate: s.vibrate, scope: s.scope }),
  }),
);
