/**
 * The live-room list until live rooms have an API of their own (the video-live issue): the matches
 * being played now, then the next kick-offs, from the live engine's hot list. Each room opens its
 * match's detail page (animation and text live) in the scores remote — by URL, never by import.
 */
import {
  BASKETBALL_STATUS_LABELS,
  FOOTBALL_STATUS_LABELS,
  isBasketballLive,
  isFootballLive,
  type BasketballListMatch,
  type FootballListMatch,
  type HotList,
} from '@kickoff/shared/contracts';
import { clock } from '@kickoff/shared/time';

/** The room-list tabs of /vlive/{type}: 0 推荐 lists every room. */
export const ROOM_TYPES = [
  { key: '0', label: '推荐' },
  { key: '1', label: '足球' },
  { key: '2', label: '篮球' },
  { key: '3', label: '综合' },
] as const;

export type RoomTypeKey = (typeof ROOM_TYPES)[number]['key'];
export type RoomSport = 'football' | 'basketball';

export interface MatchRoom {
  id: number;
  sport: RoomSport;
  /** competition short name, drawn on the cover */
  league: string;
  title: string;
  live: boolean;
  /** the minute or period while live ('67′', '第三节 05:12'), else the kick-off ('19:30 开赛') */
  state: string;
  /** '1-0' while live, null before kick-off */
  score: string | null;
  ot: number;
  href: string;
}

/** at most this many rooms under a tab */
export const MAX_ROOMS = 20;
const NOT_STARTED = 1;

/** 综合 has no room until other sports arrive */
const SPORTS_OF_TYPE: Record<RoomTypeKey, readonly RoomSport[]> = {
  '0': ['football', 'basketball'],
  '1': ['football'],
  '2': ['basketball'],
  '3': [],
};

export function isRoomType(type: string): type is RoomTypeKey {
  return ROOM_TYPES.some((t) => t.key === type);
}

function kickOff(ot: number): string {
  return `${clock(ot)} 开赛`;
}

function footballRoom(m: FootballListMatch): MatchRoom {
  const live = isFootballLive(m.s);
  const minute = (m.s === 2 || m.s === 4) && m.timIng ? `${m.timIng}′` : FOOTBALL_STATUS_LABELS[m.s];
  return {
    id: m.id,
    sport: 'football',
    league: m.league.name,
    title: `${m.home.name} vs ${m.away.name}`,
    live,
    state: live ? minute : kickOff(m.ot),
    score: live ? `${m.sc[0]}-${m.sc[1]}` : null,
    ot: m.ot,
    href: `/live/zq/detail/${m.id}`,
  };
}

function basketballRoom(m: BasketballListMatch): MatchRoom {
  const live = isBasketballLive(m.s);
  const period = m.rt ? `${BASKETBALL_STATUS_LABELS[m.s]} ${m.rt}` : BASKETBALL_STATUS_LABELS[m.s];
  return {
    // Chinese basketball apps name the away side first
    id: m.id,
    sport: 'basketball',
    league: m.league.name,
    title: `${m.away.name} vs ${m.home.name}`,
    live,
    state: live ? period : kickOff(m.ot),
    score: live ? `${m.sc[1]}-${m.sc[0]}` : null,
    ot: m.ot,
    href: `/live/lq/detail/${m.id}`,
  };
}

/** The rooms under a tab: matches in play first, then the next kick-offs, each group by kick-off time. */
export function matchRooms(hot: HotList, type: RoomTypeKey): MatchRoom[] {
  const sports = SPORTS_OF_TYPE[type];
  const rooms = [
    ...(sports.includes('football')
      ? hot.football.filter((m) => isFootballLive(m.s) || m.s === NOT_STARTED).map(footballRoom)
      : []),
    ...(sports.includes('basketball')
      ? hot.basketball.filter((m) => isBasketballLive(m.s) || m.s === NOT_STARTED).map(basketballRoom)
      : []),
  ];
  return rooms.sort((a, b) => Number(b.live) - Number(a.live) || a.ot - b.ot || a.id - b.id).slice(0, MAX_ROOMS);
}
