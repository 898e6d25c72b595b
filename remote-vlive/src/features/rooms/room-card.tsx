/**
 * A room as the lists show it: cover, state badge, viewers, title, anchor (and, off air, when the
 * next broadcast is planned); a replay (an ended broadcast) with its length and air time instead;
 * and the two-column grid of them.
 */
import {
  coverSvg,
  ROOM_AWAY_TEXT,
  ROOM_STATUS_NAMES,
  roomPagePath,
  type LiveRoom,
  type ReplayRow,
  type RoomReplay,
  VLIVE_PATHS,
} from '@kickoff/shared/contracts/vlive';
import { Link } from '@kickoff/shared/navigation';
import { useDeferredValue } from 'react';
import { clockOf } from '../../lib/clock';
import { mediaUrl } from '../../lib/media-url';
import { formatViewers } from './viewers';
import styles from './room-card.module.css';

/**
 * A card's cover: the drawn one (the server's, when staff uploaded none) drawn here from the row, so
 * it paints with the card instead of a round trip after it; an uploaded one from its address.
 */
function coverSrc(room: LiveRoom): string {
  if (room.cover !== VLIVE_PATHS.cover(room.id)) return mediaUrl(room.cover);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvg(room))}`;
}

/** A replay's card: its room's cover, 回放, its length, and when it was on air. */
function RoomCard({ room, replay, index }: { room: LiveRoom; replay?: RoomReplay; index: number }) {
  const live = room.status === 'live' && !replay;
  const to = replay ? `${roomPagePath(room.id)}?replay=${replay.id}` : roomPagePath(room.id);
  return (
    <Link className={styles.card} to={to}>
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={coverSrc(room)}
          alt=""
          width={320}
          height={180}
          decoding="async"
          {...coverLoading(index)}
        />
        <span className={live ? styles.liveBadge : styles.stateBadge}>
          {replay ? ROOM_STATUS_NAMES.replay : room.away ? ROOM_AWAY_TEXT : ROOM_STATUS_NAMES[room.status]}
        </span>
        {replay && (
          <span className={styles.viewers} data-testid="replay-length">
            {clockOf((replay.endedAt - replay.startedAt) / 1000)}
          </span>
        )}
        {live && (
          <span className={styles.viewers} data-testid="room-viewers">
            {formatViewers(room.viewers)}人在看
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.title}>{room.title}</p>
        <p className={styles.anchor}>
          {room.anchor.nickName}
          {replay && ` · ${airedAt(replay.startedAt)}`}
          {!replay && room.scheduledAt !== undefined && ` · 预告 ${airedAt(room.scheduledAt)} 开播`}
        </p>
      </div>
    </Link>
  );
}

/** cards a grid mounts in its first render: the top of the first screen (three rows of two) */
export const FIRST_ROOMS = 6;

/** the first row's covers: the largest paint of a page that opens on a grid */
const URGENT_COVERS = 2;

/**
 * How a card's cover loads by its place in the grid: the first row's ahead of everything else the
 * page fetches (fetchpriority high), the rest of the first screen at once, the ones further down
 * only as the fan scrolls near them.
 */
function coverLoading(index: number) {
  if (index < URGENT_COVERS) return { loading: 'eager', fetchPriority: 'high' } as const;
  return { loading: index < FIRST_ROOMS ? 'eager' : 'lazy' } as const;
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

/** "5月3日 20:15" in Beijing time */
export function airedAt(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const hm = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${hm}`;
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
