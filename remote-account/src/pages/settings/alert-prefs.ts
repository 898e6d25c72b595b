/**
 * Goal alert sound and vibration, written where remote-scores keeps them (its persisted zustand
 * store under `kickoff-scores-alerts`), so the score pages read the fan's choice.
 */
export const ALERT_STORAGE_KEY = 'kickoff-scores-alerts';

export interface AlertPrefs {
  sound: boolean;
  vibrate: boolean;
}

interface Persisted {
  state?: Partial<AlertPrefs> & Record<string, unknown>;
  version?: number;
}

function read(): Persisted {
  try {
    return (JSON.parse(localStorage.getItem(ALERT_STORAGE_KEY) ?? '{}') as Persisted) ?? {};
  } catch {
    return {};
  }
}

export function alertPrefs(): AlertPrefs {
  const s = read().state ?? {};
  return { sound: s.sound !== false, vibrate: s.vibrate !== false };
}

export function saveAlertPrefs(patch: Partial<AlertPrefs>): AlertPrefs {
  const cur = read();
  const state = { sound: true, vibrate: true, scope: 'all', ...cur.state, ...patch };
  localStorage.setItem(ALERT_STORAGE_KEY, JSON.stringify({ state, version: cur.version ?? 0 }));
  return { sound: state.sound, vibrate: state.vibrate };
}
