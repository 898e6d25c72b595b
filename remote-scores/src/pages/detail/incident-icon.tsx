import type { IncidentType } from '@kickoff/shared/contracts';
import styles from './live-tab.module.css';

const INCIDENT_LABELS: Record<IncidentType, string> = {
  goal: '进球',
  own_goal: '乌龙球',
  penalty: '点球',
  penalty_missed: '点球未进',
  goal_cancelled: '进球无效',
  yellow: '黄牌',
  red: '红牌',
  second_yellow: '两黄变红',
  substitution: '换人',
  corner: '角球',
};

/** Drawn with text and CSS so nothing is downloaded. */
export function IncidentIcon({ type }: { type: IncidentType }) {
  const label = INCIDENT_LABELS[type];
  if (type === 'yellow') return <i className={`${styles.card} ${styles.cardYellow}`} role="img" aria-label={label} />;
  if (type === 'red' || type === 'second_yellow')
    return <i className={`${styles.card} ${styles.cardRed}`} role="img" aria-label={label} />;
  const glyph: Partial<Record<IncidentType, string>> = {
    goal: '⚽',
    own_goal: '⚽',
    penalty: '⚽',
    penalty_missed: '✖',
    goal_cancelled: '✖',
    substitution: '⇅',
    corner: '⚑',
  };
  return (
    <span className={styles.icon} role="img" aria-label={label}>
      {glyph[type]}
    </span>
  );
}
