import { minuteMark, type TextLiveLine } from '@kickoff/shared/contracts';
import { IncidentIcon } from './incident-icon';
import styles from './live-tab.module.css';

/**
 * Text live, newest first; the text is rendered as text, never as HTML. Football lines carry the
 * match minute; basketball lines carry the quarter on its opening line only, so they are ordered by
 * arrival (id) instead.
 */
export function TextLive({ lines, sport = 'football' }: { lines: TextLiveLine[]; sport?: 'football' | 'basketball' }) {
  if (lines.length === 0) return <p className={styles.stat}>暂无文字直播</p>;
  const sorted = lines
    .slice()
    .sort(sport === 'football' ? (a, b) => b.minute - a.minute || b.id - a.id : (a, b) => b.id - a.id);
  const label = (l: TextLiveLine) => (sport === 'football' ? minuteMark(l.minute) : l.minute > 0 ? `Q${l.minute}` : '');
  return (
    <ol className={styles.lines} data-testid="text-live">
      {sorted.map((l) => (
        <li key={l.id} className={styles.line}>
          <span className={styles.lineMinute}>{label(l)}</span>
          {l.incident ? <IncidentIcon type={l.incident} /> : null}
          <span>{l.text}</span>
        </li>
      ))}
    </ol>
  );
}
