/**
 * Buying a paid tip: the purchase row and the coins (buyer −price, expert +price, wallet ledger
 * `tip_buy`/`tip_sale`) in one transaction under the key `tip:{id}:buyer:{user}`. A second purchase
 * of the same tip is refused with a clear message and moves nothing; too few coins roll it all back.
 */
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { postTransfer } from '../wallet/ledger';
import { tipsDb } from './tables';

export async function buyTip(db: Db, userId: number, tipId: number): Promise<{ balance: number }> {
  return db.transaction().execute(async (trx) => {
    const t = tipsDb(trx);
    const tip = await t
      .selectFrom('tips_tips')
      .select(['id', 'expert_id', 'price', 'result'])
      .where('id', '=', tipId)
      .where('hidden', '=', false)
      .executeTakeFirst();
    if (!tip) throw new AppError(ErrorCodes.NOT_FOUND, '方案不存在');
    if (tip.price <= 0) throw new AppError(ErrorCodes.PARAM_INVALID, '免费方案无需购买');
    if (tip.expert_id === userId) throw new AppError(ErrorCodes.PARAM_INVALID, '不能购买自己的方案');
    const claimed = await t
      .insertInto('tips_purchases')
      .values({ tip_id: tipId, user_id: userId, price: tip.price })
      .onConflict((oc) => oc.columns(['tip_id', 'user_id']).doNothing())
      .returning('tip_id')
      .executeTakeFirst();
    if (!claimed) throw new AppError(ErrorCodes.CONFLICT, '您已购买过该方案，无需重复购买');
    const moved = await postTransfer(trx, {
      key: `tip:${tipId}:buyer:${userId}`,
      ref: `tip:${tipId}`,
      postings: [
        { userId, currency: 'coin', amount: -tip.price, reason: 'tip_buy' },
        { userId: tip.expert_id, currency: 'coin', amount: tip.price, reason: 'tip_sale' },
      ],
    });
    await t
      .updateTable('tips_tips')
      .set((eb) => ({ buyers: eb('buyers', '+', 1) }))
      .where('id', '=', tipId)
      .execute();
    const mine = moved.entries.find((e) => e.userId === userId);
    return { balance: mine?.balanceAfter ?? 0 };
  });
}

/** Whether the viewer may read a tip's pick and analysis. */
export async function boughtTips(db: Db, userId: number | null, tipIds: number[]): Promise<Set<number>> {
  if (userId === null || tipIds.length === 0) return new Set();
  const rows = await tipsDb(db)
    .selectFrom('tips_purchases')
    .select('tip_id')
    .where('user_id', '=', userId)
    .where('tip_id', 'in', tipIds)
    .execute();
  return new Set(rows.map((r) => r.tip_id));
}
