/**
 * What a room's card says and links to, apart from how it is drawn: the page draws it with React
 * (room-card.tsx), and before the page's scripts have run the early draw draws the first cards from
 * the same figures with the DOM (room-card-dom.ts). Nothing here loads the api client: an uploaded
 * cover's address is made by the caller's `media`.
 */
import {
  coverSvg,
  ROOM_AWAY_TEXT,
  ROOM_STATUS_NAMES,
  roomPagePath,
  type LiveRoom,
  type RoomReplay,
  VLIVE_PATHS,
} from '@kickoff/shared/contracts/vlive';
import { clockOf } from '../../lib/clock';
import { formatViewers } from './viewers';

export interface RoomCardView {
  to: string;
  cover: string;
  /** on air (the red badge, the viewers) */
  live: boolean;
  badge: string;
  /** 1.2万人在看 (on air) or a replay's length */
  corner?: { text: string; testId: 'room-viewers' | 'replay-length' };
  title: string;
  anchor: string;
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
export function coverLoading(index: number) {
  if (index < URGENT_COVERS) return { loading: 'eager', fetchPriority: 'high' } as const;
  return { loading: index < FIRST_ROOMS ? 'eager' : 'lazy' } as const;
}

/** "5月3日 20:15" in Beijing time */
export function airedAt(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const hm = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${hm}`;
}

/**
 * A card's cover: the drawn one (the server's, when staff uploaded none) drawn here from the row, so
 * it paints with the card instead of a round trip after it; an uploaded one from its address.
 */
function coverSrc(room: LiveRoom, media: (path: string) => string): string {
  if (room.cover !== VLIVE_PATHS.cover(room.id)) return media(room.cover);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvg(room))}`;
}

/** A room's card, or a replay's (its room's cover, 回放, its length, and when it was on air). */
export function roomCardView(room: LiveRoom, media: (path: string) => string, replay?: RoomReplay): RoomCardView {
  const live = room.status === 'live' && !replay;
  let anchor = room.anchor.nickName;
  if (replay) anchor += ` · ${airedAt(replay.startedAt)}`;
  else if (room.scheduledAt !== undefined) anchor += ` · 预告 ${airedAt(room.scheduledAt)} 开播`;
  return {
    to: replay ? `${roomPagePath(room.id)}?replay=${replay.id}` : roomPagePath(room.id),
    cover: coverSrc(room, media),
    live,
    badge: replay ? ROOM_STATUS_NAMES.replay : room.away ? ROOM_AWAY_TEXT : ROOM_STATUS_NAMES[room.status],
    corner: replay
      ? { text: clockOf((replay.endedAt - replay.startedAt) / 1000), testId: 'replay-length' }
      : live
        ? { text: `${formatViewers(room.viewers)}人在看`, testId: 'room-viewers' }
        : undefined,
    title: room.title,
    anchor,
  };
}
