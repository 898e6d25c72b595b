/**
 * Video-live rooms (`/vlive/**`): categories, rooms and their streams, room chat over the spec's
 * `/chat/*` calls, gifts and nobles. The spec leaves the live-room payloads out ("not shown"); they
 * are defined here once for server/src/vlive and remote-vlive.
 */

/**
 * The sport of a match room: live.ts's `Sport`, spelt out because contracts import nothing from outside
 * their own folder (eslint) and this module is not re-exported from the contracts index on purpose —
 * the host shell never loads what only the video-live remote and the server use.
 */
export type Sport = 'football' | 'basketball';

/** The tabs of `/vlive/{type}`: 0 推荐 lists every live room; the others filter by the room's category. */
export const ROOM_CATEGORIES = [
  { id: 0, name: '推荐' },
  { id: 1, name: '足球' },
  { id: 2, name: '篮球' },
  { id: 3, name: '综合' },
] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number]['id'];

/** live: on air (a live playlist); offline: not broadcasting; replay: an ended broadcast (a VOD playlist). */
export type RoomStatus = 'live' | 'offline' | 'replay';
export const ROOM_STATUS_NAMES: Record<RoomStatus, string> = { live: '直播中', offline: '未开播', replay: '回放' };

interface RoomAnchor {
  id: number;
  nickName: string;
  /** the anchor's followers */
  followers: number;
}

/** A row of `GET /api/vlive/rooms?category=` and the head of a room's detail. */
export interface LiveRoom {
  id: number;
  title: string;
  category: Exclude<RoomCategory, 0>;
  anchor: RoomAnchor;
  /** the engine match the room broadcasts, or null for a studio room */
  matchId: number | null;
  /** the sport of the linked match */
  sport: Sport | null;
  status: RoomStatus;
  /** fans in the room now (realtime subscribers of `room:{id}`) */
  viewers: number;
  /** the cover staff uploaded, else the generated one, served by the server */
  cover: string;
  /** when the current (or last) broadcast began, unix ms; null when never */
  startedAt: number | null;
  /**
   * the anchor's own stream is on air but its signal is lost (ROOM_AWAY_TEXT): the room stays 直播中
   * and the picture returns by itself when the anchor reconnects
   */
  away?: boolean;
  /** off air: when staff planned the next broadcast, unix ms (left out when none is ahead) */
  scheduledAt?: number;
}

/** `GET /api/vlive/room?id=`: a room and what the caller may do there. */
export interface RoomDetail extends LiveRoom {
  notice: string;
  /** the caller follows the anchor (false for a visitor) */
  following: boolean;
  /** the caller may mute and delete in this room (the anchor) */
  isAdmin: boolean;
}

/**
 * `GET /api/vlive/stream?id=`: where the player reads the video. `live` is a sliding-window live
 * playlist, `vod` a replay, `external` a room pointed at another HLS origin. A room with no video
 * (offline, or its picture is still being encoded) answers code 20001 (VIDEO_NONE).
 */
export interface RoomStream {
  kind: 'live' | 'vod' | 'external';
  url: string;
  /** the broadcast a `vod` plays (its chat is replayed at its times) */
  replay?: RoomReplay;
}

/**
 * HLS timing of the server's own streams: one-second segments, six in the live window. A player
 * holds about three segments behind the live edge (the HLS rule, and the hls.js setting of the room
 * player), so the segment's length sets the live latency: 3–4 s with these (e2e/bench/room-video.ts),
 * and a player reloads the live playlist once a segment (twice when it finds it unchanged).
 */
export const HLS_SEGMENT_SECONDS = 1;
export const HLS_LIVE_WINDOW = 6;

/**
 * The query parameter a player puts on every request for the server's own HLS (playlists and
 * segments): its viewer id, random and made afresh for each playback, so the media path's budgets
 * count viewers rather than addresses (fans behind one carrier NAT share an address). A value
 * outside HLS_VIEWER_PATTERN is refused on a playlist and not counted as a viewer on a segment.
 */
export const HLS_VIEWER_PARAM = 'viewer';
export const HLS_VIEWER_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** `POST /api/vlive/follow` {anchorId, follow}: answers the anchor's new follower count. */
export interface AnchorFollow {
  anchorId: number;
  follow: 0 | 1;
}

// ---- chat ----------------------------------------------------------------------------------

/** Room chat limits: characters per line, sending rate per user (a small burst, then one a second), history page. */
export const ROOM_CHAT_MAX_CHARS = 200;
export const ROOM_CHAT_PER_SECOND = 1;
export const ROOM_CHAT_BURST = 3;
export const ROOM_CHAT_PAGE = 50;
/** a line left unsent (connection lost) goes by itself when the connection returns within this; later by hand */
export const ROOM_CHAT_RESEND_WITHIN_MS = 120_000;

/**
 * The sport-wide chat groups (the scores pages' 聊球 tab) beside the rooms: the spec's
 * `group={football|basketball|id}`. Same lines, limits, word filter, mutes and history as a room;
 * the site's administrators moderate them (a room's admin is its anchor). Topic `room:{sport}`.
 */
export const SPORT_CHAT_GROUPS = ['football', 'basketball'] as const satisfies readonly Sport[];

/** A chat group: a room id as text, or a sport. */
export type ChatGroup = `${number}` | Sport;

/** The realtime topic a chat group travels on. */
export const chatTopic = (group: ChatGroup | number) => `room:${group}` as const;

/**
 * `POST /chat/getToken?group={roomId|football|basketball}`: where the group's chat travels and the
 * caller's standing there. `token` is the realtime topic to subscribe to (`room:{group}`); the
 * caller's own identity is the accessToken, as on every call.
 */
export interface RoomChatToken {
  token: `room:${number}` | `room:${Sport}`;
  group: string;
  /** false for a visitor, who may read only */
  canSend: boolean;
  /** unix ms until which the caller is muted in this room, 0 when not */
  mutedUntil: number;
}

/** A chat line (plain text, already passed through the word filter; never rendered as HTML). */
export interface RoomChatLine {
  id: number;
  /** 0 in a sport-wide group */
  roomId: number;
  userId: number;
  nickName: string;
  /** the sender's noble tier, 0 when none */
  noble: number;
  text: string;
  /** the sender's id for this line: a resend with the same id answers the stored line */
  clientId: string;
  /** unix ms */
  time: number;
}

/** `POST /chat/msg`. */
export interface RoomChatSend {
  group: string;
  text: string;
  clientId: string;
}

/**
 * `POST /chat/page` {group, before?}: newest first, `ROOM_CHAT_PAGE` lines; `next` is the id to pass
 * as `before`, 0 when no more.
 */
export interface RoomChatPage {
  list: RoomChatLine[];
  next: number;
}

/** `POST /chat/welcome` and `POST /chat/notice`. */
export interface RoomChatText {
  text: string;
}

/** What `ROOM_CHAT` (10025) carries on `room:{id}`. */
export type RoomChatEvent =
  | { kind: 'line'; line: RoomChatLine }
  | { kind: 'delete'; id: number }
  | { kind: 'enter'; userId: number; nickName: string; noble: number }
  | { kind: 'status'; status: RoomStatus; away?: boolean };

/** What a fan sees while an anchor's stream is on air but its signal is lost. */
export const ROOM_AWAY_TEXT = '主播暂时离开';

/**
 * The realtime topic every room's `status` event is also pushed on (ROOM_CHAT with the room id in
 * `roomId`), so a room list changes within seconds of a room going on or off air.
 */
export const ROOM_LIST_TOPIC = 'room:list';

/** What ROOM_CHAT carries on ROOM_LIST_TOPIC. */
export interface RoomListEvent {
  kind: 'status';
  roomId: number;
  status: RoomStatus;
  away: boolean;
}

// ---- anchors' own streams (RTMP ingest) --------------------------------------------------------

/**
 * An anchor's stream key: `POST VLIVE_PATHS.streamKey {id}` makes a new one for their room (the old
 * one stops working) and shows it this once — the server keeps only its hash; `POST
 * VLIVE_PATHS.revokeStreamKey {id}` leaves the room with none. OBS publishes to `server` with the
 * key as the stream name. The key is never part of anything a fan loads.
 */
export interface StreamKeyIssued {
  key: string;
  /** the RTMP address to publish to (without the key) */
  server: string;
}
export const STREAM_KEY_PATTERN = '^sk_[A-Za-z0-9_-]{32}$';
/** the RTMP application anchors publish to: rtmp://host[:port]/live/{key} */
export const RTMP_APP = 'live';

/**
 * `POST /api/vlive/room/mute` {roomId, userId, minutes} (0 lifts) and `/api/vlive/room/delete`
 * {roomId, id}: the room's admins only. A sport-wide group's are `{group, …}` in place of roomId:
 * the site's administrators only.
 */
export interface RoomMute {
  roomId?: number;
  group?: string;
  userId: number;
  /** 0 lifts the mute */
  minutes: number;
}

// ---- replays ------------------------------------------------------------------------------

/**
 * An ended broadcast of a room: from going on air to going off. Its replay is a VOD playlist as long
 * as the broadcast (`GET /api/vlive/stream?id={roomId}&replay={id}`): second t of the video is
 * `startedAt + t`, which is how the chat is replayed at its times.
 */
export interface RoomReplay {
  id: number;
  roomId: number;
  /** unix ms */
  startedAt: number;
  /** unix ms */
  endedAt: number;
}

/** A row of `GET /api/vlive/replays`: the newest ended broadcasts with their rooms. */
export interface ReplayRow {
  room: LiveRoom;
  replay: RoomReplay;
}

/** A chat line of a replay, with `offset`: ms from the broadcast's start (the video's time × 1000). */
export interface ReplayChatLine extends RoomChatLine {
  offset: number;
}

/**
 * `GET /api/vlive/replay/chat?id={replayId}&from={ms}&to={ms}&after={lineId}`: the lines sent in
 * [from, to) of the broadcast (offsets; at most REPLAY_CHAT_SPAN_MS wide), in the order they were
 * sent, REPLAY_CHAT_PAGE a page; `next` is the `after` of the next page, 0 when done.
 */
export interface ReplayChatPage {
  list: ReplayChatLine[];
  next: number;
}

export const REPLAY_CHAT_PAGE = 200;
export const REPLAY_CHAT_SPAN_MS = 10 * 60_000;
/** the longest replay a playlist lists (a broadcast running longer is cut at this length) */
export const REPLAY_MAX_SECONDS = 6 * 3600;

// ---- gifts ---------------------------------------------------------------------------------

type GiftEffect = 'float' | 'burst' | 'rocket';

export interface Gift {
  id: number;
  name: string;
  /** coins per gift */
  price: number;
  effect: GiftEffect;
  /** the emoji drawn for it */
  icon: string;
}

/** The gift catalogue (`GET /api/vlive/gifts`). */
export const GIFTS: readonly Gift[] = [
  { id: 1, name: '点赞', price: 1, effect: 'float', icon: '👍' },
  { id: 2, name: '足球', price: 5, effect: 'float', icon: '⚽' },
  { id: 3, name: '篮球', price: 10, effect: 'float', icon: '🏀' },
  { id: 4, name: '奖杯', price: 50, effect: 'burst', icon: '🏆' },
  { id: 5, name: '火箭', price: 500, effect: 'rocket', icon: '🚀' },
];

/** `POST /api/vlive/gift/send`: `key` is the client's idempotency key (a double tap sends one). */
export interface GiftSend {
  roomId: number;
  giftId: number;
  count: number;
  key: string;
}

/** What `ROOM_GIFT` (10036) carries on `room:{id}`, and the answer of a send. */
export interface GiftEvent {
  id: number;
  roomId: number;
  userId: number;
  nickName: string;
  noble: number;
  giftId: number;
  count: number;
  /** coins paid */
  coins: number;
  time: number;
}

export interface GiftSendResult {
  event: GiftEvent;
  /** the sender's coins after the send */
  balance: number;
}

export type RankPeriod = 'day' | 'week';

/** `GET /api/vlive/rank?roomId=&period=`: the room's givers by coins, Beijing day or week (from Monday). */
export interface RankRow {
  userId: number;
  nickName: string;
  noble: number;
  coins: number;
}

// ---- nobles --------------------------------------------------------------------------------

export interface NobleTier {
  tier: number;
  name: string;
  /** coins for NOBLE_DAYS days */
  price: number;
  /** percent off every gift */
  giftDiscount: number;
  /** an entry banner when joining a room */
  entryBanner: boolean;
}

export const NOBLE_DAYS = 30;
export const NOBLE_TIERS: readonly NobleTier[] = [
  { tier: 1, name: '骑士', price: 30, giftDiscount: 0, entryBanner: false },
  { tier: 2, name: '子爵', price: 100, giftDiscount: 5, entryBanner: true },
  { tier: 3, name: '伯爵', price: 300, giftDiscount: 10, entryBanner: true },
  { tier: 4, name: '公爵', price: 1000, giftDiscount: 15, entryBanner: true },
];

/** `GET /api/vlive/noble`: the tiers and the caller's. */
export interface NobleStatus {
  tiers: NobleTier[];
  /** 0 when none */
  tier: number;
  /** unix ms, 0 when none */
  until: number;
  coins: number;
}

/** `POST /api/vlive/noble/buy` {tier, key}: buying the same tier again adds NOBLE_DAYS. */
export interface NobleBuy {
  tier: number;
  key: string;
}

/**
 * `GET /api/vlive/match/video?id={matchId}` — the 视频 button of a match's detail page (its header's
 * `video.url`): the room broadcasting that match, on air or, once the match is over, its replay.
 * Code 20001 (VIDEO_NONE, 暂无视频) when no room has the match.
 */
export interface MatchVideo {
  roomId: number;
  status: Exclude<RoomStatus, 'offline'>;
  /** the room's page in the suite (roomPagePath) */
  path: string;
}

/** The page of a live room (the video-live remote's `/vlive/detail/{id}`), for links from anywhere in the suite. */
export const roomPagePath = (roomId: number) => `/vlive/detail/${roomId}`;

/** The video-live call paths (the `/chat/*` ones are MESSAGE_PATHS in paths.ts). */
export const VLIVE_PATHS = {
  rooms: '/api/vlive/rooms',
  replays: '/api/vlive/replays',
  replayChat: '/api/vlive/replay/chat',
  room: '/api/vlive/room',
  stream: '/api/vlive/stream',
  /** `?id={matchId}` → MatchVideo */
  matchVideo: '/api/vlive/match/video',
  cover: (id: number) => `/api/vlive/cover/${id}.svg`,
  hls: (id: number) => `/api/vlive/hls/${id}`,
  start: '/api/vlive/room/start',
  stop: '/api/vlive/room/stop',
  streamKey: '/api/vlive/room/stream-key',
  revokeStreamKey: '/api/vlive/room/stream-key/revoke',
  /** nginx-rtmp's on_publish / on_publish_done / on_update callbacks (the production topology) */
  ingestPublish: '/api/vlive/ingest/publish',
  ingestPublishDone: '/api/vlive/ingest/publish-done',
  /** on_update: a publisher whose key was revoked or whose room went off air is dropped */
  ingestUpdate: '/api/vlive/ingest/update',
  mute: '/api/vlive/room/mute',
  deleteLine: '/api/vlive/room/delete',
  follow: '/api/vlive/follow',
  gifts: '/api/vlive/gifts',
  sendGift: '/api/vlive/gift/send',
  rank: '/api/vlive/rank',
  noble: '/api/vlive/noble',
  buyNoble: '/api/vlive/noble/buy',
} as const;

export { coverSvg } from './cover';
