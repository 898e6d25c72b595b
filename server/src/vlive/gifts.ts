/**
 * Gifts: one transaction debits the sender, credits the anchor (through the wallet ledger, under
 * the sender's idempotency key) and records the send for the ranking; a replayed key changes
 * nothing and answers the first send. A noble's discount lowers the price. The effect goes to
 * everyone in the room as ROOM_GIFT (10036). The price is the catalogue's of the moment (catalogue.ts);
 * the coins paid are recorded with the send, so a later price change leaves past sends as they were.
 */
import { sql } from 'kysely';
import { ErrorCodes, MessageCodes } from '@kickoff/shared/contracts';
import { type GiftEvent, type GiftSendResult, type RankPeriod, type RankRow } from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { serverMessage } from '../realtime/hub';
import { addDays, beijingDate, beijingMidnight, weekday } from '../live/clock';
import { balancesOf, postTransfer } from '../wallet/ledger';
import { giftOnSale } from './catalogue';
import { nobleTiers, tierOf } from './nobles';
import type { Deps, RoomRecord } from './rooms';
import { vdb } from './tables';

export const MAX_GIFT_COUNT = 99;
const RANK_SIZE = 20;

export interface GiftInput {
  userId: number;
  room: RoomRecord;
  giftId: number;
  count: number;
  key: string;
  nowMs: number;
}

export async function sendGift(deps: Deps, input: GiftInput): Promise<GiftSendResult> {
  const { userId, room, count, nowMs } = input;
  const gift = await giftOnSale(deps.db, input.giftId);
  if (!gift) throw new AppError(ErrorCodes.PARAM_INVALID, '没有这个礼物，或已下架');
  if (userId === room.anchorId) throw new AppError(ErrorCodes.PARAM_INVALID, '不能给自己送礼物');
  const noble = (await nobleTiers(deps.db, [userId], nowMs)).get(userId) ?? 0;
  const discount = tierOf(noble)?.giftDiscount ?? 0;
  const coins = Math.max(1, Math.round((gift.price * count * (100 - discount)) / 100));
  const transferKey = `gift:${userId}:${input.key}`;

  const { event, fresh } = await deps.db.transaction().execute(async (trx) => {
    const paid = await postTransfer(trx, {
      key: transferKey,
      ref: `gift:${gift.id}x${count}@room:${room.id}`,
      postings: [
        { userId, currency: 'coin', amount: -coins, reason: 'gift_send' },
        { userId: room.anchorId, currency: 'coin', amount: coins, reason: 'gift_receive' },
      ],
    });
    if (!paid.replayed) {
      await vdb(trx)
        .insertInto('vlive_gift_sends')
        .values({ transfer_key: transferKey, room_id: room.id, user_id: userId, gift_id: gift.id, count, coins })
        .execute();
    }
    const row = await vdb(trx)
      .selectFrom('vlive_gift_sends as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .select(['g.id', 'g.room_id', 'g.user_id', 'u.nick_name', 'g.gift_id', 'g.count', 'g.coins', 'g.created_at'])
      .where('g.transfer_key', '=', transferKey)
      .executeTakeFirstOrThrow();
    const ev: GiftEvent = {
      id: row.id,
      roomId: row.room_id,
      userId: row.user_id,
      nickName: row.nick_name,
      noble,
      giftId: row.gift_id,
      count: row.count,
      coins: Number(row.coins),
      time: new Date(row.created_at).getTime(),
    };
    return { event: ev, fresh: !paid.replayed };
  });
  if (fresh) {
    const topic = `room:${room.id}` as const;
    deps.hub.publish(topic, serverMessage(MessageCodes.ROOM_GIFT, topic, event));
  }
  return { event, balance: (await balancesOf(deps.db, userId)).coin };
}

/** Start of the Beijing day, or of the Beijing week (Monday), holding `nowMs`. */
function periodStart(period: RankPeriod, nowMs: number): number {
  const today = beijingDate(nowMs);
  if (period === 'day') return beijingMidnight(today);
  const sinceMonday = (weekday(today) + 6) % 7;
  return beijingMidnight(addDays(today, -sinceMonday));
}

/** The room's givers by coins in the period, most first. */
export async function ranking(db: Db, roomId: number, period: RankPeriod, nowMs: number): Promise<RankRow[]> {
  const rows = await vdb(db)
    .selectFrom('vlive_gift_sends as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.user_id', 'u.nick_name', sql<string | number>`sum(g.coins)`.as('coins')])
    .where('g.room_id', '=', roomId)
    .where('g.created_at', '>=', new Date(periodStart(period, nowMs)))
    .groupBy(['g.user_id', 'u.nick_name'])
    .orderBy(sql`sum(g.coins)`, 'desc')
    .orderBy('g.user_id')
    .limit(RANK_SIZE)
    .execute();
  const tiers = await nobleTiers(
    db,
    rows.map((r) => r.user_id),
    nowMs,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    nickName: r.nick_name,
    noble: tiers.get(r.user_id) ?? 0,
    coins: Number(r.coins),
  }));
}
