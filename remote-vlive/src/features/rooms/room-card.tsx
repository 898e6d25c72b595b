/** A room as the lists show it: cover, state badge, viewers, title, anchor; and the two-column grid of them. */
import { ROOM_STATUS_NAMES, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { Link } from '@kickoff/shared/navigation';
import { mediaUrl } from './rooms-api';
import { formatViewers } from './viewers';
import styles from './room-card.module.css';

export function RoomCard({ room }: { room: LiveRoom }) {
  const live = room.status === 'live';
  return (
    <Link className={styles.card} to={`/vlive/detail/${room.id}`} aria-label={room.title}>
      <div className={styles.coverBox}>
        <img className={styles.cover} src={mediaUrl(room.cover)} alt="" width={320} height={180} />
        <span className={live ? styles.liveBadge : styles.stateBadge}>{ROOM_STATUS_NAMES[room.status]}</span>
        {live && (
          <span className={styles.viewers} data-testid="room-viewers">
            {formatViewers(room.viewers)}人在看
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.title}>{room.title}</p>
        <p className={styles.anchor}>{room.anchor.nickName}</p>
      </div>
    </Link>
  );
}

export function RoomGrid({ rooms, label = '直播间' }: { rooms: LiveRoom[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {rooms.map((room) => (
        <li key={room.id}>
          <RoomCard room={room} />
        </li>
      ))}
    </ul>
  );
}
