/**
 * Alert sound and vibration, written where remote-scores keeps them (its persisted zustand store
 * under ALERT_PREFS_KEY, whose other fields are kept), and the kinds of fan alert switched off
 * (设置 → 比赛提醒) under their own key — both read by the host's alert toasts through the same
 * contracts parser.
 */
import { ALERT_KINDS_OFF_KEY, ALERT_PREFS_KEY, parseAlertPrefs, type FanAlertPrefs } from '@kickoff/shared/contracts';

export const ALERT_STORAGE_KEY = ALERT_PREFS_KEY;

interface Persisted {
  state?: Record<string, unknown>;
  version?: number;
}

function read(): Persisted {
  try {
    return (JSON.parse(localStorage.getItem(ALERT_STORAGE_KEY) ?? '{}') as Persisted | null) ?? {};
  } catch {
    return {};
  }
}

export function alertPrefs(): FanAlertPrefs {
  return parseAlertPrefs(localStorage.getItem(ALERT_STORAGE_KEY), localStorage.getItem(ALERT_KINDS_OFF_KEY));
}

export function saveAlertPrefs({ off, ...patch }: Partial<FanAlertPrefs>): FanAlertPrefs {
  if (off) localStorage.setItem(ALERT_KINDS_OFF_KEY, JSON.stringify(off));
  if (Object.keys(patch).length > 0) {
    const cur = read();
    const state = { sound: true, vibrate: true, scope: 'all', ...cur.state, ...patch };
    localStorage.setItem(ALERT_STORAGE_KEY, JSON.stringify({ state, version: cur.version ?? 0 }));
  }
  return alertPrefs();
}
