/** Generated cover art for a live room (docs/ui.md: nothing fetched): sport lines over name-hashed colours. */
import { paletteVar } from '@kickoff/shared/ui';
import type { MatchRoom } from '../../features/match-rooms/match-rooms';
import styles from './room-list.module.css';

function SportLines({ sport }: { sport: MatchRoom['sport'] }) {
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
  return (
    <g className={styles.coverLines}>
      <rect x="8" y="8" width="144" height="74" />
      <line x1="80" y1="8" x2="80" y2="82" />
      <circle cx="80" cy="45" r="10" />
      <path d="M8 20 A26 26 0 0 1 8 70 M152 20 A26 26 0 0 0 152 70" />
    </g>
  );
}

export function RoomCover({ room }: { room: MatchRoom }) {
  const gradientId = `room-cover-${room.id}`;
  return (
    <svg className={styles.cover} viewBox="0 0 160 90" role="img" aria-label={`${room.league}直播封面`}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: paletteVar(room.league) }} />
          <stop offset="1" style={{ stopColor: paletteVar(room.title) }} />
        </linearGradient>
      </defs>
      <rect width="160" height="90" fill={`url(#${gradientId})`} />
      <SportLines sport={room.sport} />
      {room.live && (
        <g className={styles.liveBadge}>
          <rect x="8" y="8" width="38" height="16" rx="8" />
          <text x="27" y="19.5" textAnchor="middle">
            直播中
          </text>
        </g>
      )}
      <text className={styles.coverLeague} x="10" y="80">
        {room.league}
      </text>
    </svg>
  );
}
