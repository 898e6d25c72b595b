/**
 * Daily check-in (签到). One row per user and Beijing day (the primary key makes a double tap, or
 * two nodes, check in once) and its reward paid through the wallet in the same transaction, under
 * the key `checkin:{user}:{day}`. The streak continues from yesterday's row; day 3 and day 7 of each
 * week of a streak pay a bonus (CHECKIN_REWARDS).
 */
import { CHECKIN_REWARDS, type CheckinReward, type CheckinStatus } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { addDays, beijingDate } from '../live/clock';
import { postTransfer } from '../wallet/ledger';

function rewardFor(streak: number): CheckinReward {
  return CHECKIN_REWARDS[(streak - 1) % CHECKIN_REWARDS.length]!;
}

export async function checkinStatus(db: Db, userId: number, nowMs: number): Promise<CheckinStatus> {
  const today = beijingDate(nowMs);
  const from = addDays(today, -6);
  const rows = await db
    .selectFrom('checkins')
    .select(['day', 'streak'])
    .where('user_id', '=', userId)
    .where('day', '>=', addDays(today, -7))
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r.streak]));
  const checkedToday = byDay.has(today);
  const streak = byDay.get(today) ?? byDay.get(addDays(today, -1)) ?? 0;
  return {
    today,
    checkedToday,
    streak,
    reward: rewardFor(checkedToday ? streak : streak + 1),
    week: Array.from({ length: 7 }, (_, i) => {
      const date = addDays(from, i);
      return { date, checked: byDay.has(date) };
    }),
  };
}

/** Checks the user in for today's Beijing date; `paid` is false when today was already checked. */
export async function checkIn(
  db: Db,
  userId: number,
  nowMs: number,
): Promise<{ paid: boolean; status: CheckinStatus }> {
  const today = beijingDate(nowMs);
  const paid = await db.transaction().execute(async (trx) => {
    const yesterday = await trx
      .selectFrom('checkins')
      .select('streak')
      .where('user_id', '=', userId)
      .where('day', '=', addDays(today, -1))
      .executeTakeFirst();
    const streak = (yesterday?.streak ?? 0) + 1;
    const row = await trx
      .insertInto('checkins')
      .values({ user_id: userId, day: today, streak })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('streak')
      .executeTakeFirst();
    if (!row) return false;
    const reward = rewardFor(streak);
    await postTransfer(trx, {
      key: `checkin:${userId}:${today}`,
      ref: `第${streak}天`,
      postings: [
        { userId, currency: 'coin', amount: reward.coin, reason: 'checkin' },
        { userId, currency: 'point', amount: reward.point, reason: 'checkin' },
      ],
    });
    return true;
  });
  return { paid, status: await checkinStatus(db, userId, nowMs) };
}
