/**
 * Daily check-in (签到, /activity/reg): `GET /tj/checkin` (status) and `POST /tj/checkin` (check in;
 * a second tap the same Beijing day changes nothing). Each day pays coins and points through the
 * wallet; the 3rd and 7th day of a streak pay a bonus, and a streak runs in weeks of seven.
 */
export interface CheckinReward {
  coin: number;
  point: number;
}

/** What day N (1–7) of a streak pays. */
export const CHECKIN_REWARDS: readonly CheckinReward[] = [
  { coin: 10, point: 10 },
  { coin: 10, point: 10 },
  { coin: 10, point: 20 },
  { coin: 10, point: 10 },
  { coin: 10, point: 10 },
  { coin: 10, point: 10 },
  { coin: 30, point: 50 },
];

export interface CheckinStatus {
  /** Beijing date YYYY-MM-DD */
  today: string;
  checkedToday: boolean;
  /** consecutive days up to today (or yesterday, when today is still open) */
  streak: number;
  /** what today's check-in pays (or paid) */
  reward: CheckinReward;
  /** the last seven Beijing dates, oldest first, and whether each was checked */
  week: Array<{ date: string; checked: boolean }>;
}
