/**
 * The fan's alerts on every page (issue 32; loaded lazily by fan-alert-loader.ts): a toast with the
 * league, both teams and the score for each FAN_ALERT on the fan's own topic, a tap opening the
 * match. 设置 decides: kinds switched off show nothing, sound and vibration only when allowed. An
 * alert id seen before (a repeated push) shows nothing.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ALERT_KINDS_OFF_KEY,
  ALERT_PREFS_KEY,
  MessageCodes,
  fanAlertScoreLine,
  fanAlertTitle,
  matchPath,
  minuteMark,
  parseAlertPrefs,
  type FanAlert,
  type FanAlertPrefs,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import type { FanAlertStart } from './fan-alert-loader';
import { chime, buzz } from './alert-sound';
import styles from './fan-alert-toasts.module.css';

const SHOWN_MS = 6000;
const MAX_SHOWN = 3;
const REMEMBERED = 200;

function readPrefs(): FanAlertPrefs {
  try {
    return parseAlertPrefs(localStorage.getItem(ALERT_PREFS_KEY), localStorage.getItem(ALERT_KINDS_OFF_KEY));
  } catch {
    return parseAlertPrefs(null, null);
  }
}

/** What a toast shows under the score: the scorer or carded player with the minute, or the period. */
function detail(a: FanAlert): string {
  if (a.sport === 'football' && a.player) return `${a.player} ${minuteMark(a.minute)}`;
  return a.kind === 'lead_change' ? a.minute : '';
}

/** Decides which alerts show: new ids only, kinds the fan left on. */
function alertFilter(prefs: () => FanAlertPrefs = readPrefs): (a: FanAlert) => boolean {
  const seen = new Set<string>();
  return (a) => {
    if (seen.has(a.id)) return false;
    seen.add(a.id);
    if (seen.size > REMEMBERED) seen.delete(seen.values().next().value as string);
    return !prefs().off.includes(a.kind);
  };
}

function Toasts({ start }: { start: FanAlertStart }) {
  const [shown, setShown] = useState<FanAlert[]>([]);
  useEffect(() => {
    const accept = alertFilter();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = start.client.onMessage((m: ServerMessage) => {
      if (m.code !== MessageCodes.FAN_ALERT) return;
      const a = m.data as FanAlert;
      if (!accept(a)) return;
      setShown((list) => [a, ...list].slice(0, MAX_SHOWN));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((x) => x.id !== a.id));
      }, SHOWN_MS);
      timers.add(timer);
      const prefs = readPrefs();
      if (prefs.sound && (a.kind === 'goal' || a.kind === 'final' || a.kind === 'full_time')) chime();
      if (prefs.vibrate && a.kind !== 'goal_cancelled') buzz();
    });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, [start]);
  if (shown.length === 0) return null;
  return (
    <div className={styles.stack} role="status" aria-live="assertive">
      {shown.map((a) => (
        <button
          key={a.id}
          type="button"
          className={`${styles.card} ${a.kind === 'goal_cancelled' ? styles.cancelled : ''}`}
          data-testid="fan-alert"
          data-alert-id={a.id}
          onClick={() => {
            setShown((list) => list.filter((x) => x.id !== a.id));
            start.navigate(matchPath(a.sport, a.matchId));
          }}
        >
          <span className={styles.title}>{fanAlertTitle(a)}</span>
          <span className={styles.line}>{fanAlertScoreLine(a)}</span>
          {detail(a) ? <span className={styles.title}>{detail(a)}</span> : null}
        </button>
      ))}
    </div>
  );
}

/** Mounts the toasts once, in their own root above every page and the tab bar. */
export function startFanAlerts(start: FanAlertStart): void {
  if (document.getElementById('kickoff-fan-alerts')) return;
  const el = document.createElement('div');
  el.id = 'kickoff-fan-alerts';
  document.body.appendChild(el);
  createRoot(el).render(<Toasts start={start} />);
}
