import { memo, useMemo } from 'react';
import { minuteMark, type TextLiveLine } from '@kickoff/shared/contracts';
import { IncidentIcon } from './incident-icon';
import styles from './live-tab.module.css';

/**
 * Text live, newest first; the text is rendered as text, never as HTML. Football lines carry the
 * match minute; basketball lines carry the quarter on its opening line only, so they are ordered by
 * arrival (id) instead. A new line renders that line only: the others are memoised on their (unchanged) object.
 */
export const TextLive = memo(function TextLive({
  lines,
  sport = 'football',
}: {
  lines: TextLiveLine[];
  sport?: 'football' | 'basketball';
}) {
  const sorted = useMemo(
    () =>
      lines.slice().sort(sport === 'football' ? (a, b) => b.minute - a.minute || b.id - a.id : (a, b) => b.id - a.id),
    [lines, sport],
  );
  if (lines.length === 0) return <p className={styles.stat}>暂无文字直播</p>;
  return (
    <ol className={styles.lines} data-testid="text-live">
      {sorted.map((l) => (
        <Line key={l.id} line={l} sport={sport} />
      ))}
    </ol>
  );
});

const Line = memo(function Line({ line: l, sport }: { line: TextLiveLine; sport: 'football' | 'basketball' }) {
  return (
    <li className={styles.line}>
      <span className={styles.lineMinute}>
        {sport === 'football' ? minuteMark(l.minute) : l.minute > 0 ? `Q${l.minute}` : ''}
      </span>
      {l.incident ? <IncidentIcon type={l.incident} /> : null}
      <span>{l.text}</span>
    </li>
  );
});
