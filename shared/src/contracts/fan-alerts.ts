/**
 * Alerts that follow the fan (issue 32): events of the matches a signed-in fan follows, and of the
 * matches of the teams the fan follows, pushed as FAN_ALERT on the fan's own `user:{id}` topic (and
 * as Web Push), shown by the host on every page. The kinds, the payload, the 设置 toggles and the
 * Web Push calls are named here once.
 */
import type { Sport } from './live';

/** Every kind of fan alert, football first, then basketball. */
export const FAN_ALERT_KINDS = [
  'goal',
  'goal_cancelled',
  'red_card',
  'kick_off',
  'half_time',
  'full_time',
  'quarter_end',
  'final',
  'lead_change',
] as const;
export type FanAlertKind = (typeof FAN_ALERT_KINDS)[number];

/** The 设置 label of each kind (one switch per kind). */
export const FAN_ALERT_LABELS: Record<FanAlertKind, string> = {
  goal: '进球',
  goal_cancelled: '进球取消',
  red_card: '红牌',
  kick_off: '开赛',
  half_time: '中场',
  full_time: '完场',
  quarter_end: '每节结束',
  final: '篮球完场',
  lead_change: '最后2分钟领先易主',
};

/** A basketball lead change alerts only with this much game clock or less left in the 4th or overtime. */
export const LEAD_CHANGE_LAST_S = 120;

/** Data of a FAN_ALERT push (and of a Web Push message). */
export interface FanAlert {
  /**
   * One id per event, the same on every node and after a restart (`{matchId}.{kind}.{step}`): a
   * client that sees an id twice (two tabs, a repeated push) shows it once.
   */
  id: string;
  kind: FanAlertKind;
  sport: Sport;
  matchId: number;
  league: string;
  home: string;
  away: string;
  /** the score after the event */
  score: [number, number];
  /** football: the bare minute (`64`, `45+2`); basketball: the period label (第一节 …) */
  minute: string;
  /** the side the event belongs to (the scorer's, the carded player's, the new leader) */
  side?: 'home' | 'away';
  player?: string;
  /** basketball quarter_end: which period ended (1–4, 5+ overtime) */
  period?: number;
  /** when it happened, unix ms */
  at: number;
}

/** The one line a fan reads for an alert (toast title and Web Push title). */
export function fanAlertTitle(a: FanAlert): string {
  switch (a.kind) {
    case 'goal':
      return `${a.league} 进球！`;
    case 'goal_cancelled':
      return `${a.league} 进球取消`;
    case 'red_card':
      return `${a.league} 红牌`;
    case 'kick_off':
      return `${a.league} 比赛开始`;
    case 'half_time':
      return `${a.league} 中场休息`;
    case 'full_time':
    case 'final':
      return `${a.league} 完场`;
    case 'quarter_end':
      return `${a.league} ${a.minute}结束`;
    case 'lead_change':
      return `${a.league} 领先易主`;
  }
}

/** `主队 1-0 客队`, the line under the title. */
export function fanAlertScoreLine(a: FanAlert): string {
  return `${a.home} ${a.score[0]}-${a.score[1]} ${a.away}`;
}

/**
 * The fan's alert settings (设置 → 比赛提醒), kept in the browser: sound and vibration under
 * ALERT_PREFS_KEY beside the score pages' own options (their persisted store rewrites that entry
 * with its own fields only), and the kinds switched off under ALERT_KINDS_OFF_KEY, a JSON array.
 */
export const ALERT_PREFS_KEY = 'kickoff-scores-alerts';
export const ALERT_KINDS_OFF_KEY = 'kickoff-fan-alerts-off';

export interface FanAlertPrefs {
  sound: boolean;
  vibrate: boolean;
  off: FanAlertKind[];
}

const KIND_SET: ReadonlySet<string> = new Set(FAN_ALERT_KINDS);

function parse(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** The settings from the two stored texts; anything unreadable is the default (all on). */
export function parseAlertPrefs(prefsRaw: string | null, offRaw: string | null): FanAlertPrefs {
  const persisted = parse(prefsRaw) as { state?: unknown } | null;
  const state =
    persisted && typeof persisted.state === 'object' && persisted.state !== null
      ? (persisted.state as Record<string, unknown>)
      : {};
  const offList = parse(offRaw);
  const off = Array.isArray(offList)
    ? offList.filter((k): k is FanAlertKind => typeof k === 'string' && KIND_SET.has(k))
    : [];
  return { sound: state.sound !== false, vibrate: state.vibrate !== false, off };
}

/** Web Push calls (server/src/push): the server's public key, subscribe and unsubscribe (signed in). */
export const WEB_PUSH_PATHS = {
  /** `GET`: `{ publicKey }` (VAPID, base64url) */
  key: '/api/push/key',
  /** `POST PushSubscriptionJSON` → `{ subscribed: true }` */
  subscribe: '/api/push/subscribe',
  /** `POST { endpoint }` → `{ subscribed: false }` */
  unsubscribe: '/api/push/unsubscribe',
} as const;

export interface WebPushKey {
  publicKey: string;
}

/** `POST /api/push/subscribe`: the browser's subscription (endpoint and keys) and the kinds turned off. */
export interface PushSubscribeRequest {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  off?: FanAlertKind[];
}
