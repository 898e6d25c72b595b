/**
 * Nobles (贵族): a tier bought with coins for NOBLE_DAYS days through the wallet ledger (reason
 * `noble`), in one transaction with the noble row. Buying again extends from the current end; a
 * higher tier replaces a lower one from now, keeping the days left. Prices are staff's (catalogue.ts).
 */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { NOBLE_DAYS, NOBLE_TIERS, type NobleStatus, type NobleTier } from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { balancesOf, postTransfer } from '../wallet/ledger';
import { nobleTiersPriced } from './catalogue';
import { vdb } from './tables';

const DAY_MS = 86_400_000;

export function tierOf(tier: number): NobleTier | undefined {
  return NOBLE_TIERS.find((t) => t.tier === tier);
}

/** Each user's current tier (0 when none or lapsed). */
export async function nobleTiers(db: Db, userIds: number[], nowMs: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return out;
  const rows = await vdb(db)
    .selectFrom('vlive_nobles')
    .select(['user_id', 'tier'])
    .where('user_id', 'in', ids)
    .where('until', '>', new Date(nowMs))
    .execute();
  for (const r of rows) out.set(r.user_id, r.tier);
  return out;
}

export async function nobleTier(db: Db, userId: number, nowMs: number): Promise<number> {
  return (await nobleTiers(db, [userId], nowMs)).get(userId) ?? 0;
}

export async function nobleStatus(db: Db, userId: number | null, nowMs: number): Promise<NobleStatus> {
  const tiers = await nobleTiersPriced(db);
  if (userId === null) return { tiers, tier: 0, until: 0, coins: 0 };
  const row = await vdb(db)
    .selectFrom('vlive_nobles')
    .select(['tier', 'until'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const until = row ? new Date(row.until).getTime() : 0;
  const active = until > nowMs;
  return {
    tiers,
    tier: active ? row!.tier : 0,
    until: active ? until : 0,
    coins: (await balancesOf(db, userId)).coin,
  };
}

/** Buys `tier` for NOBLE_DAYS days; the same key again changes nothing. */
export async function buyNoble(
  db: Db,
  userId: number,
  tierNo: number,
  key: string,
  nowMs: number,
): Promise<NobleStatus> {
  const tier = (await nobleTiersPriced(db)).find((t) => t.tier === tierNo);
  if (!tier) throw new AppError(ErrorCodes.PARAM_INVALID, '没有这个贵族等级');
  await db.transaction().execute(async (trx) => {
    const current = await vdb(trx)
      .selectFrom('vlive_nobles')
      .select(['tier', 'until'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    const currentUntil = current ? new Date(current.until).getTime() : 0;
    if (current && currentUntil > nowMs && current.tier > tier.tier) {
      throw new AppError(ErrorCodes.CONFLICT, `你已是${tierOf(current.tier)?.name ?? '更高等级'}，无需开通低等级贵族`);
    }
    const paid = await postTransfer(trx, {
      key: `noble:${userId}:${key}`,
      ref: `noble:${tier.tier}`,
      postings: [{ userId, currency: 'coin', amount: -tier.price, reason: 'noble' }],
    });
    if (paid.replayed) return;
    const until = Math.max(currentUntil, nowMs) + NOBLE_DAYS * DAY_MS;
    await vdb(trx)
      .insertInto('vlive_nobles')
      .values({ user_id: userId, tier: tier.tier, until: new Date(until) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ tier: tier.tier, until: new Date(until) }))
      .execute();
  });
  return nobleStatus(db, userId, nowMs);
}
