/**
 * Goal and red-card popups for the football list topic: team, minute and the new score, with a
 * generated beep and a vibration when the fan allowed them, for all or only followed matches.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  MessageCodes,
  matchPath,
  minuteMark,
  type FootballListPatch,
  type GoalAlert,
  type ListUpdate,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { useNavigate } from '@kickoff/shared/navigation';
import { useRealtime } from '@kickoff/shared/realtime';
import { useLiveStore } from '@kickoff/shared/stores';
import { useFollowStore } from '../../lib/follow-store';
import { useAlertSettings } from '../../lib/alert-settings';
import { beep, vibrate } from './beep';
import styles from './goal-popup.module.css';

const POPUP_MS = 6000;
const MAX_SHOWN = 3;

export interface Popup {
  key: string;
  kind: 'goal' | 'cancelled' | 'red';
  matchId: number;
  title: string;
  home: string;
  away: string;
  score: string;
  minute: string;
  side: 'home' | 'away';
  player: string;
}

function goalPopup(g: GoalAlert): Popup {
  return {
    key: `g${g.matchId}-${g.score.join('-')}-${g.cancelled ? 'x' : 'g'}-${g.minute}`,
    kind: g.cancelled ? 'cancelled' : 'goal',
    matchId: g.matchId,
    title: `${g.league} ${minuteMark(g.minute)}`,
    home: g.home,
    away: g.away,
    score: `${g.score[0]}-${g.score[1]}`,
    minute: g.minute,
    side: g.side,
    player: g.player,
  };
}

/** Names of the teams for red-card pushes, which carry only the changed fields. */
export type TeamNames = Map<number, { home: string; away: string; league: string; rc: [number, number] }>;

export function GoalAlerts({ names }: { names?: TeamNames }) {
  const [popups, setPopups] = useState<Popup[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const navigate = useNavigate();

  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);

  const show = useCallback((p: Popup) => {
    const { scope, sound, vibrate: buzz } = useAlertSettings.getState();
    if (scope === 'followed' && !useFollowStore.getState().isFollowed('football', p.matchId)) return;
    setPopups((list) => (list.some((x) => x.key === p.key) ? list : [p, ...list].slice(0, MAX_SHOWN)));
    timers.current.set(
      p.key,
      setTimeout(() => setPopups((list) => list.filter((x) => x.key !== p.key)), POPUP_MS),
    );
    if (p.kind === 'goal' && sound) beep();
    if (p.kind !== 'cancelled' && buzz) vibrate();
  }, []);

  useRealtime('list:football', (e) => {
    if (e.type !== 'message') return;
    const msg = e.message as ServerMessage;
    const live = useLiveStore.getState();
    if (msg.code === MessageCodes.GOAL_ALERT && live.goalChecked) show(goalPopup(msg.data as GoalAlert));
    if (msg.code === MessageCodes.LIST_UPDATE && live.redChecked && names) {
      for (const p of (msg.data as ListUpdate).matches as FootballListPatch[]) {
        const known = names.get(p.id);
        if (!p.rc || !known) continue;
        const side = p.rc[0] > known.rc[0] ? 'home' : p.rc[1] > known.rc[1] ? 'away' : null;
        known.rc = p.rc;
        if (!side) continue;
        show({
          key: `r${p.id}-${p.rc.join('-')}`,
          kind: 'red',
          matchId: p.id,
          title: `${known.league} 红牌`,
          home: known.home,
          away: known.away,
          score: p.sc ? `${p.sc[0]}-${p.sc[1]}` : '',
          minute: p.timIng ?? '',
          side,
          player: '',
        });
      }
    }
  });

  if (popups.length === 0) return null;
  // portalled to <body> so the popups sit above the host's tab bar
  return createPortal(
    <div className={styles.stack} role="status" aria-live="assertive">
      {popups.map((p) => (
        <button
          key={p.key}
          type="button"
          className={styles.card}
          data-testid="goal-popup"
          onClick={() => navigate(matchPath('football', p.matchId))}
        >
          <span className={styles.icon} aria-hidden="true">
            {p.kind === 'red' ? <i className={styles.red} /> : p.kind === 'goal' ? '⚽' : '✖'}
          </span>
          <span className={styles.main}>
            <span className={styles.title}>
              {p.kind === 'cancelled' ? `${p.title} 进球取消` : p.kind === 'red' ? p.title : `${p.title} 进球！`}
            </span>
            <span className={styles.line}>
              <span className={p.side === 'home' ? styles.scorer : ''}>{p.home}</span>
              <span className={styles.score}>{p.score}</span>
              <span className={p.side === 'away' ? styles.scorer : ''}>{p.away}</span>
            </span>
            {p.player ? <span className={styles.title}>{p.player}</span> : null}
          </span>
        </button>
      ))}
    </div>,
    document.body,
  );
}
