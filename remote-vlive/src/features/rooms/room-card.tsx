/**
 * A room as the lists show it: cover, state badge, viewers, title, anchor (and, off air, when the
 * next broadcast is planned); a replay (an ended broadcast) with its length and air time instead;
 * and the two-column grid of them. What a card says is room-card-view.ts's.
 */
import type { LiveRoom, ReplayRow, RoomReplay } from '@kickoff/shared/contracts/vlive';
import { Link } from '@kickoff/shared/navigation';
import { useDeferredValue } from 'react';
import { mediaUrl } from '../../lib/media-url';
import { coverLoading, FIRST_ROOMS, roomCardView } from './room-card-view';
import styles from './room-card.module.css';

/** A room's card (a replay's with `replay`). */
function RoomCard({ room, replay, index }: { room: LiveRoom; replay?: RoomReplay; index: number }) {
  const card = roomCardView(room, mediaUrl, replay);
  return (
    <Link className={styles.card} to={card.to}>
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={card.cover}
          alt=""
          width={320}
          height={180}
          decoding="async"
          {...coverLoading(index)}
        />
        <span className={card.live ? styles.liveBadge : styles.stateBadge}>{card.badge}</span>
        {card.corner && (
          <span className={styles.viewers} data-testid={card.corner.testId}>
            {card.corner.text}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.title}>{card.title}</p>
        <p className={styles.anchor}>{card.anchor}</p>
      </div>
    </Link>
  );
}

/**
 * The grid of rooms. Its first render mounts FIRST_ROOMS cards; the rest follow in a deferred
 * render of their own (React renders it in slices that yield), so a long list is never one long
 * task on a phone. Only how many show is deferred: a changed room shows at once.
 */
export function RoomGrid({ rooms, label = '直播间' }: { rooms: LiveRoom[]; label?: string }) {
  const shown = useDeferredValue(rooms.length, Math.min(rooms.length, FIRST_ROOMS));
  return (
    <ul className={styles.grid} aria-label={label}>
      {rooms.slice(0, shown).map((room, i) => (
        <li key={room.id}>
          <RoomCard room={room} index={i} />
        </li>
      ))}
    </ul>
  );
}

export function ReplayGrid({ rows }: { rows: ReplayRow[] }) {
  return (
    <ul className={styles.grid} aria-label="回放">
      {rows.map((r, i) => (
        <li key={r.replay.id}>
          <RoomCard room={r.room} replay={r.replay} index={i} />
        </li>
      ))}
    </ul>
  );
}
