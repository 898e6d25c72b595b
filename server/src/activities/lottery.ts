/**
 * The lottery wheel. A draw is one database transaction: it takes the day's next draw number (the
 * unique (user, day, seq) stops racing draws at the limit), picks a prize with a cryptographic RNG
 * over the in-stock prizes' weights, takes one from stock (a guarded UPDATE), and moves the cost and
 * the prize through the wallet's ledger under the key `draw:{user}:{requestId}`. The same requestId
 * again (a double tap) answers the first draw and changes nothing. A prize (anything but 谢谢参与)
 * is also a notice (活动), written in the same transaction and pushed once it has committed.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import {
  DRAW_COST_COINS,
  DRAW_DAILY_LIMIT,
  ErrorCodes,
  type DrawResult,
  type LotteryInfo,
  type LotteryPrize,
  type PrizeKind,
} from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { beijingDate } from '../live/clock';
import { createNotices, pushNotices, type UserNotice } from '../notices/notices';
import type { Hub } from '../realtime/hub';
import { balancesOf, postTransfer, type Posting } from '../wallet/ledger';
import { adb, type ActivitiesTables } from './tables';

type PrizeRow = ActivitiesTables['lottery_prizes'];

const PRIZE_NOTE: Record<PrizeKind, string> = {
  coin: '金币已到账，可在钱包查看。',
  point: '积分已到账，可在积分排行查看。',
  item: '实物奖品将按收货地址寄出，请确认地址已填写。',
  none: '',
};

/** Odds in percent (two decimals) of each prize among those in stock. */
function toPrizes(rows: PrizeRow[]): LotteryPrize[] {
  const live = rows.filter((r) => r.stock === null || r.stock > 0);
  const total = live.reduce((s, r) => s + r.weight, 0);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind as PrizeKind,
    amount: r.amount,
    odds: total > 0 && live.includes(r) ? Math.round((r.weight / total) * 10_000) / 100 : 0,
    stock: r.stock,
  }));
}

/** Picks by weight with `rand(n)` uniform in [0, n) (crypto.randomInt by default). */
export function pickPrize(rows: PrizeRow[], rand: (n: number) => number = randomInt): PrizeRow | null {
  const live = rows.filter((r) => r.weight > 0 && (r.stock === null || r.stock > 0));
  const total = live.reduce((s, r) => s + r.weight, 0);
  if (total === 0) return null;
  let ticket = rand(total);
  for (const r of live) {
    if (ticket < r.weight) return r;
    ticket -= r.weight;
  }
  return null;
}

async function prizeRows(db: Db): Promise<PrizeRow[]> {
  return adb(db).selectFrom('lottery_prizes').selectAll().orderBy('sort').execute();
}

async function drawsToday(db: Db, userId: number, day: string): Promise<number> {
  const row = await adb(db)
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function lotteryInfo(db: Db, userId: number | null, nowMs: number): Promise<LotteryInfo> {
  const used = userId === null ? 0 : await drawsToday(db, userId, beijingDate(nowMs));
  return {
    prizes: toPrizes(await prizeRows(db)),
    cost: DRAW_COST_COINS,
    dailyLimit: DRAW_DAILY_LIMIT,
    drawsLeft: Math.max(0, DRAW_DAILY_LIMIT - used),
  };
}

/** PostgreSQL's unique-violation code (PGlite's worker passes it on as pg does) */
const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

async function replayed(db: Db, userId: number, requestId: string, nowMs: number): Promise<DrawResult | null> {
  const a = adb(db);
  const row = await a
    .selectFrom('lottery_draws')
    .select(['id', 'prize_id'])
    .where('user_id', '=', userId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!row) return null;
  const prizes = toPrizes(await prizeRows(db));
  return {
    drawId: row.id,
    prize: prizes.find((p) => p.id === row.prize_id)!,
    drawsLeft: Math.max(0, DRAW_DAILY_LIMIT - (await drawsToday(db, userId, beijingDate(nowMs)))),
    coins: (await balancesOf(db, userId)).coin,
    replayed: true,
  };
}

export async function draw(
  db: Db,
  userId: number,
  requestId: string,
  nowMs: number,
  rand: (n: number) => number = randomInt,
  hub?: Hub,
): Promise<DrawResult> {
  const earlier = await replayed(db, userId, requestId, nowMs);
  if (earlier) return earlier;
  const day = beijingDate(nowMs);
  let notices: UserNotice[] = [];
  try {
    const result = await db.transaction().execute(async (trx) => {
      const t = adb(trx);
      const used = await drawsToday(trx, userId, day);
      if (used >= DRAW_DAILY_LIMIT) {
        throw new AppError(ErrorCodes.CONFLICT, `今日抽奖次数已用完（每天${DRAW_DAILY_LIMIT}次），明天再来`);
      }
      const rows = await prizeRows(trx);
      const prize = pickPrize(rows, rand);
      if (!prize) throw new AppError(ErrorCodes.CONFLICT, '奖品已抽完，活动暂停');
      if (prize.stock !== null) {
        const took = await t
          .updateTable('lottery_prizes')
          .set({ stock: sql`stock - 1` })
          .where('id', '=', prize.id)
          .where('stock', '>', 0)
          .returning('stock')
          .executeTakeFirst();
        if (!took) throw new AppError(ErrorCodes.CONFLICT, '奖品库存变化，请再试一次');
        prize.stock = took.stock;
      }
      const inserted = await t
        .insertInto('lottery_draws')
        .values({ user_id: userId, request_id: requestId, day, seq: used + 1, prize_id: prize.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const postings: Posting[] = [{ userId, currency: 'coin', amount: -DRAW_COST_COINS, reason: 'draw' }];
      if ((prize.kind === 'coin' || prize.kind === 'point') && prize.amount > 0) {
        postings.push({ userId, currency: prize.kind, amount: prize.amount, reason: 'prize' });
      }
      // coins spent and a coin prize are separate ledger rows of one transfer (same currency twice)
      const result = await postTransfer(trx, {
        key: `draw:${userId}:${requestId}`,
        ref: `lottery:${inserted.id}:${prize.name}`,
        postings,
      });
      const coinRows = result.entries.filter((e) => e.currency === 'coin');
      const after = toPrizes(await prizeRows(trx)).find((p) => p.id === prize.id)!;
      if (prize.kind !== 'none') {
        notices = await createNotices(trx, [userId], {
          kind: 'activity',
          title: `幸运抽奖：恭喜抽中「${prize.name}」`,
          body: PRIZE_NOTE[prize.kind as PrizeKind],
          link: prize.kind === 'item' ? '/activity/address' : '/activity/history',
          dedupeKey: `draw:${inserted.id}`,
        });
      }
      return {
        drawId: inserted.id,
        prize: after,
        drawsLeft: DRAW_DAILY_LIMIT - used - 1,
        coins: coinRows.at(-1)?.balanceAfter ?? (await balancesOf(trx, userId)).coin,
        replayed: false,
      };
    });
    if (hub) pushNotices(hub, notices);
    return result;
  } catch (e) {
    // a racing tap with the same requestId, or a racing draw that took the same number
    if (isUniqueViolation(e)) {
      const again = await replayed(db, userId, requestId, nowMs);
      if (again) return again;
      throw new AppError(ErrorCodes.CONFLICT, '抽奖太频繁，请稍后再试');
    }
    throw e;
  }
}
