/** The fan's own draws and guesses (/activity/history) and the delivery address (/activity/address). */
import type { ActivityHistory, DeliveryAddress, PrizeKind } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { myGuesses } from './guesses';
import { adb } from './tables';

export async function activityHistory(db: Db, userId: number): Promise<ActivityHistory> {
  const draws = await adb(db)
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_prizes as p', 'p.id', 'd.prize_id')
    .select(['d.id', 'p.name', 'p.kind', 'p.amount', 'd.created_at'])
    .where('d.user_id', '=', userId)
    .orderBy('d.id', 'desc')
    .limit(50)
    .execute();
  return {
    draws: draws.map((d) => ({
      id: d.id,
      prize: d.name,
      kind: d.kind as PrizeKind,
      amount: d.amount,
      time: new Date(d.created_at).getTime(),
    })),
    guesses: await myGuesses(db, userId),
  };
}

export async function addressOf(db: Db, userId: number): Promise<DeliveryAddress | null> {
  const row = await adb(db)
    .selectFrom('delivery_addresses')
    .select(['name', 'phone', 'region', 'detail'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

export async function saveAddress(db: Db, userId: number, a: DeliveryAddress): Promise<DeliveryAddress> {
  await adb(db)
    .insertInto('delivery_addresses')
    .values({ user_id: userId, ...a })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...a, updated_at: new Date() }))
    .execute();
  return a;
}
