/** Generated cover art for a live room (UI.md: nothing fetched): sport lines over name-hashed colours. */
import { paletteVar } from '@kickoff/shared/ui';
import type { LiveRoom } from '../../catalogue/demo-rooms';
import styles from './room-list.module.css';

function SportLines({ sport }: { sport: LiveRoom['sport'] }) {
  if (sport === 'football') {
    return (
      <g className={styles.coverLines}>
        <rect x="8" y="8" width="144" height="74" />
        <line x1="80" y1="8" x2="80" y2="82" />
        <circle cx="80" cy="45" r="12" />
        <rect x="8" y="28" width="18" height="34" />
        <rect x="134" y="28" width="18" height="34" />
      </g>
    );
  }
  if (sport === 'basketball') {
    return (
      <g className={styles.coverLines}>
        <rect x="8" y="8" width="144" height="74" />
        <line x1="80" y1="8" x2="80" y2="82" />
        <circle cx="80" cy="45" r="10" />
        <path d="M8 20 A26 26 0 0 1 8 70 M152 20 A26 26 0 0 0 152 70" />
      </g>
    );
  }
  return (
    <g className={styles.coverLines}>
      <circle cx="80" cy="45" r="24" />
      <path d="M56 45 H104 M80 21 V69" />
    </g>
  );
}

export function RoomCover({ room }: { room: LiveRoom }) {
  const gradientId = `room-cover-${room.id}`;
  return (
    <svg className={styles.cover} viewBox="0 0 160 90" role="img" aria-label={`${room.league}直播封面`}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: paletteVar(room.anchor) }} />
          <stop offset="1" style={{ stopColor: paletteVar(room.title) }} />
        </linearGradient>
      </defs>
      <rect width="160" height="90" fill={`url(#${gradientId})`} />
      <SportLines sport={room.sport} />
      <text className={styles.coverLeague} x="10" y="80">
        {room.league}
      </text>
    </svg>
  );
}
