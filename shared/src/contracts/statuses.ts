/** Match statuses (docs/product.md §3) and the live ranges (docs/product.md §9). */

export const FOOTBALL_STATUS = {
  ABNORMAL: 0,
  NOT_STARTED: 1,
  FIRST_HALF: 2,
  HALF_TIME: 3,
  SECOND_HALF: 4,
  EXTRA_TIME: 5,
  /** 6 is not used by the spec; it stays inside the live range 2..7 */
  PENALTIES: 7,
  FINISHED: 8,
  POSTPONED: 9,
  INTERRUPTED: 10,
  ABANDONED: 11,
  CANCELLED: 12,
  TBD: 13,
} as const;
export type FootballStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

export const FOOTBALL_STATUS_LABELS: Record<FootballStatus, string> = {
  0: '异常',
  1: '未开始',
  2: '上半场',
  3: '中场',
  4: '下半场',
  5: '加时',
  6: '加时',
  7: '点球',
  8: '完',
  9: '推迟',
  10: '中断',
  11: '腰斩',
  12: '取消',
  13: '待定',
};

/** docs/product.md §9: live football status range 2 to 7. */
export function isFootballLive(s: number): boolean {
  return s >= FOOTBALL_STATUS.FIRST_HALF && s <= FOOTBALL_STATUS.PENALTIES;
}

/** Not played (yet): not begun, postponed, cancelled or undecided — no score to show (VS). */
const FOOTBALL_UNPLAYED: ReadonlySet<number> = new Set([
  FOOTBALL_STATUS.NOT_STARTED,
  FOOTBALL_STATUS.POSTPONED,
  FOOTBALL_STATUS.CANCELLED,
  FOOTBALL_STATUS.TBD,
]);

/** The match has kicked off: live, or over however it ended (finished, interrupted, abandoned). */
export function hasFootballStarted(s: number): boolean {
  return !FOOTBALL_UNPLAYED.has(s);
}

/** Played to full time (完): the result settles tips and counts in tables. */
export function isFootballFinished(s: number): boolean {
  return s === FOOTBALL_STATUS.FINISHED;
}

/** A half is being played: the minute is counted from the half's kick-off (KT). */
export function isFootballHalfInPlay(s: number): boolean {
  return s === FOOTBALL_STATUS.FIRST_HALF || s === FOOTBALL_STATUS.SECOND_HALF;
}

/**
 * The one way a football minute is written with its minute mark: `64` → `64'`, `45` and 2 of
 * stoppage → `45+2'`. The capped `45+` / `90+` (docs/product.md §4) and labels (中场, 完) stay as
 * they are, and a minute that already carries its mark is not marked twice.
 */
export function minuteMark(minute: string | number, extra = 0): string {
  const text = extra > 0 ? `${minute}+${extra}` : String(minute);
  return /^\d+(\+\d+)?$/.test(text) ? `${text}'` : text;
}

export const BASKETBALL_STATUS = {
  ABNORMAL: 0,
  NOT_STARTED: 1,
  Q1: 2,
  Q1_END: 3,
  Q2: 4,
  Q2_END: 5,
  Q3: 6,
  Q3_END: 7,
  Q4: 8,
  OVERTIME: 9,
  FINISHED: 10,
  INTERRUPTED: 11,
  CANCELLED: 12,
  POSTPONED: 13,
  ABANDONED: 14,
  TBD: 15,
} as const;
export type BasketballStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;

export const BASKETBALL_STATUS_LABELS: Record<BasketballStatus, string> = {
  0: '异常',
  1: '未开始',
  2: '第一节',
  3: '第一节完',
  4: '第二节',
  5: '中场',
  6: '第三节',
  7: '第三节完',
  8: '第四节',
  9: '加时',
  10: '完',
  11: '中断',
  12: '取消',
  13: '推迟',
  14: '腰斩',
  15: '待定',
};

export function isBasketballLive(s: number): boolean {
  return s >= BASKETBALL_STATUS.Q1 && s <= BASKETBALL_STATUS.OVERTIME;
}

const BASKETBALL_UNPLAYED: ReadonlySet<number> = new Set([
  BASKETBALL_STATUS.NOT_STARTED,
  BASKETBALL_STATUS.CANCELLED,
  BASKETBALL_STATUS.POSTPONED,
  BASKETBALL_STATUS.TBD,
]);

/** The game has tipped off: live, or over however it ended (finished, interrupted, abandoned). */
export function hasBasketballStarted(s: number): boolean {
  return !BASKETBALL_UNPLAYED.has(s);
}

export function isBasketballFinished(s: number): boolean {
  return s === BASKETBALL_STATUS.FINISHED;
}

/** Either sport (未开始 is 1 in both): waiting for its scheduled start, the one status a tip or preview can be for. */
export function isUpcoming(s: number): boolean {
  return s === FOOTBALL_STATUS.NOT_STARTED;
}

/** Either sport, by which it is: live (docs/product.md §9). */
export function isLive(sport: 'football' | 'basketball', s: number): boolean {
  return sport === 'football' ? isFootballLive(s) : isBasketballLive(s);
}

/** Either sport: begun, live or over. */
export function hasStarted(sport: 'football' | 'basketball', s: number): boolean {
  return sport === 'football' ? hasFootballStarted(s) : hasBasketballStarted(s);
}

/** Either sport: played to the end (完). */
export function isFinished(sport: 'football' | 'basketball', s: number): boolean {
  return sport === 'football' ? isFootballFinished(s) : isBasketballFinished(s);
}

/** Expert levels (docs/product.md §3); 1 is the default. */
export const EXPERT_LEVELS = {
  1: '初级专家',
  2: '中级专家',
  3: '高级专家',
  4: '资深专家',
  5: '媒体名人',
  6: '退役球员',
  7: '职业玩家',
} as const;
export type ExpertLevel = keyof typeof EXPERT_LEVELS;
