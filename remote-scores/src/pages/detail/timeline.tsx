/** The event timeline down the middle: home events left, away right, the minute in a circle. */
import { memo, useMemo } from 'react';
import { minuteMark, type Incident } from '@kickoff/shared/contracts';
import { IncidentIcon } from './incident-icon';
import styles from './live-tab.module.css';

function Detail({ i }: { i: Incident }) {
  return (
    <>
      <IncidentIcon type={i.type} />
      <span>
        {i.player}
        {i.type === 'substitution' && i.player2 ? ` ⇄ ${i.player2}` : ''}
        {i.score ? ` (${i.score[0]}-${i.score[1]})` : ''}
      </span>
    </>
  );
}

/** Re-rendered only when its incident is new or changed (a push replaces the changed ones only). */
const EventRow = memo(function EventRow({ i }: { i: Incident }) {
  return (
    <li className={styles.event}>
      <span className={`${styles.side} ${styles.homeSide}`}>{i.side === 'home' ? <Detail i={i} /> : null}</span>
      <span className={styles.minute}>{minuteMark(i.minute, i.extra)}</span>
      <span className={styles.side}>{i.side === 'away' ? <Detail i={i} /> : null}</span>
    </li>
  );
});

export const Timeline = memo(function Timeline({ incidents }: { incidents: Incident[] }) {
  const shown = useMemo(
    () =>
      incidents
        .filter((i) => i.type !== 'corner')
        .sort((a, b) => b.minute - a.minute || (b.extra ?? 0) - (a.extra ?? 0) || b.id - a.id),
    [incidents],
  );
  if (shown.length === 0) return <p className={styles.stat}>比赛事件将在这里实时显示</p>;
  return (
    <ol className={styles.timeline} aria-label="比赛事件" data-testid="timeline">
      {shown.map((i) => (
        <EventRow key={i.id} i={i} />
      ))}
    </ol>
  );
});
