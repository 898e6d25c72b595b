/**
 * The realtime protocol over the `/imserver` WebSocket (docs/product.md §4). The spec leaves the message
 * codes' meanings out; we define them here, once, for the hub and every client.
 *
 * Client → server: the heartbeat is the bare text `0`; everything else is JSON `ClientMessage`.
 * Server → client: the heartbeat answer is the bare text `0`; everything else is JSON `ServerMessage`.
 */

export const HEARTBEAT = '0';
/** docs/product.md §9: heartbeat after 10 s of quiet; reconnect 5 s after close or error. */
export const HEARTBEAT_MS = 10_000;
export const RECONNECT_MS = 5_000;
/** The hub drops a client it has not heard from for this long (three missed heartbeats). */
export const IDLE_DROP_MS = 35_000;

/**
 * Close codes the hub uses (4000–4999 are the application's). A refused or dropped socket gets
 * one of these with a Chinese reason a client may show; clients reconnect after each with jitter.
 */
export const CloseCodes = {
  /** the server is restarting or shutting down: reconnect (another node may answer) */
  GOING_AWAY: 1001,
  /** too many sockets from this network address (a carrier NAT gets a generous budget) */
  TOO_MANY_FOR_IP: 4429,
  /** too many sockets signed in as this account */
  TOO_MANY_FOR_USER: 4430,
  /** this socket sent messages faster than the per-socket budget */
  FLOODING: 4431,
} as const;
export type CloseCode = (typeof CloseCodes)[keyof typeof CloseCodes];
export const CloseReasons: Record<CloseCode, string> = {
  [CloseCodes.GOING_AWAY]: 'server shutting down',
  [CloseCodes.TOO_MANY_FOR_IP]: '同一网络的连接过多，请稍后重试',
  [CloseCodes.TOO_MANY_FOR_USER]: '该账号的连接过多，请关闭其他页面',
  [CloseCodes.FLOODING]: '消息过于频繁',
};
/** Codes after which reconnecting at once would be refused again: the client backs off longer. */
export const REFUSED_CLOSE_CODES: readonly number[] = [
  CloseCodes.TOO_MANY_FOR_IP,
  CloseCodes.TOO_MANY_FOR_USER,
  CloseCodes.FLOODING,
];

/** Message category codes (docs/product.md §3), with the meaning we give each. */
export const MessageCodes = {
  /** identification accepted: data = { userId | null } */
  IDENTIFIED: 10000,
  /** private chat message to this user (raises unread) */
  PRIVATE_CHAT: 10001,
  /** group chat message to a group this user is in (raises unread) */
  GROUP_CHAT: 10022,
  /** system notice to this user (raises unread) */
  SYSTEM_NOTICE: 10024,
  /** chat message in a live room */
  ROOM_CHAT: 10025,
  /** score-list changes for list subscribers (batched) */
  LIST_UPDATE: 10027,
  /** detail changes for a match's subscribers (batched) */
  MATCH_UPDATE: 10031,
  /** a goal (or a goal cancelled) — one alert per real event */
  GOAL_ALERT: 10035,
  /** a gift in a live room */
  ROOM_GIFT: 10036,
  /** subscription acknowledged; data = { topic }; the client resyncs that topic by HTTP */
  SUBSCRIBED: 10039,
  /** an event of a match the fan follows, on `user:{id}`: data = FanAlert (contracts/fan-alerts.ts) */
  FAN_ALERT: 10041,
} as const;
export type MessageCode = (typeof MessageCodes)[keyof typeof MessageCodes];

/** Codes that raise the unread chat count (docs/product.md §4 leaves them out). */
export const UNREAD_CODES: readonly MessageCode[] = [
  MessageCodes.PRIVATE_CHAT,
  MessageCodes.GROUP_CHAT,
  MessageCodes.SYSTEM_NOTICE,
];

/** Topics a client may subscribe to. `user:*` is joined by the hub itself after identification. */
export type Topic = `match:${number}` | 'list:football' | 'list:basketball' | `room:${string}` | `user:${number}`;

export const TOPIC_PATTERN = /^(match:\d{1,12}|list:(football|basketball)|room:[\w-]{1,64}|user:\d{1,12})$/;

export type ClientMessage = { t: 'auth'; token: string } | { t: 'sub'; topic: Topic } | { t: 'unsub'; topic: Topic };

/**
 * Not one of the spec's message categories: the hub's answer to a frame it could not take (not JSON,
 * not an object, an unknown type, a topic refused). data = FrameError; nothing was changed.
 */
export const FRAME_ERROR = 10040;

export interface ServerMessage<D = unknown> {
  code: MessageCode | typeof FRAME_ERROR;
  /** the topic this push belongs to; absent for IDENTIFIED */
  topic?: Topic;
  data: D;
  /** server time in ms */
  ts: number;
}

/** Data of a FRAME_ERROR frame: a Chinese reason a client may show, and the topic when one was refused. */
export interface FrameError {
  reason: string;
  topic?: string;
}

/** `POST /imapi/websocket` (docs/product.md §3 "Socket address response"). */
export interface SocketAddress {
  token: string;
  lotteryAddress: Array<{ protocol: 'ws' | 'wss'; host: string; port: number; path: string }>;
}
