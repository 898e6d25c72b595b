/**
 * Publishing a tip: the caller is an expert; the match is an engine football match not started
 * yet; the pick is one of the market's current options (its line and odds are taken from the book
 * now, not from the client); title ≤ 15 characters; at most 5 tips per Beijing day. Checked and
 * written in one transaction that locks the expert row, so two taps cannot make a sixth tip.
 */
import { sql } from 'kysely';
import {
  ErrorCodes,
  TIP_LIMITS,
  TIP_PRICES,
  isUpcoming,
  type PublishTipRequest,
  type TipMarketOptions,
} from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { beijingDate } from '../live/clock';
import { maskBanned } from '../moderation/word-filter';
import { currentMarkets, matchRow } from './markets';
import { tipsDb } from './tables';

const bad = (msg: string) => new AppError(ErrorCodes.PARAM_INVALID, msg);
const chars = (s: string) => [...s].length;

/** Form checks that need no database. */
function checkTipText(req: Pick<PublishTipRequest, 'title' | 'analysis' | 'price'>): {
  title: string;
  analysis: string;
} {
  const title = req.title.trim();
  const analysis = req.analysis.trim();
  if (!title) throw bad('请填写方案标题');
  if (chars(title) > TIP_LIMITS.titleMax) throw bad(`标题最多${TIP_LIMITS.titleMax}个字`);
  if (chars(analysis) < TIP_LIMITS.analysisMin) throw bad(`分析至少${TIP_LIMITS.analysisMin}个字`);
  if (chars(analysis) > TIP_LIMITS.analysisMax) throw bad(`分析最多${TIP_LIMITS.analysisMax}个字`);
  if (!(TIP_PRICES as readonly number[]).includes(req.price)) throw bad('价格无效');
  return { title, analysis };
}

/** Tips the expert published on the Beijing day of `nowMs`. */
export async function tipsToday(db: Db, expertId: number, nowMs: number): Promise<number> {
  const r = await tipsDb(db)
    .selectFrom('tips_tips')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('expert_id', '=', expertId)
    .where('day', '=', beijingDate(nowMs))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/**
 * Publishes; answers the new tip's id. Throws a Chinese AppError and writes nothing on bad input.
 * `replay` (the model experts' backfill of a played day, never a caller's request): `nowMs` is a
 * moment before that match's kick-off, the book is its opening line, and the match may be over since.
 */
export async function publishTip(
  db: Db,
  expertId: number,
  req: PublishTipRequest,
  nowMs = Date.now(),
  replay = false,
): Promise<number> {
  const { title, analysis } = checkTipText(req);
  const match = await matchRow(db, req.matchId);
  if (!match || match.sport !== 'football') throw new AppError(ErrorCodes.NOT_FOUND, '比赛不存在');
  if ((!replay && !isUpcoming(match.s)) || match.ot * 1000 <= nowMs)
    throw bad('比赛已开始，只能对未开赛的比赛发布方案');
  const markets = await currentMarkets(db, match.id, undefined, replay ? 'first' : 'current');
  const market: TipMarketOptions | undefined = markets.find((m) => m.market === req.market);
  if (!market) throw bad('该比赛暂无此玩法的盘口');
  const option = market.options.find((o) => o.pick === req.pick);
  if (!option) throw bad('所选项不在当前盘口的选项中');

  return db.transaction().execute(async (trx) => {
    const me = await sql<{ user_id: number }>`
      SELECT user_id FROM tips_experts WHERE user_id = ${expertId} FOR UPDATE`.execute(trx);
    if (!me.rows[0]) throw new AppError(ErrorCodes.FORBIDDEN, '请先申请成为专家');
    if ((await tipsToday(trx, expertId, nowMs)) >= TIP_LIMITS.perDay)
      throw new AppError(ErrorCodes.RATE_LIMITED, `每天最多发布${TIP_LIMITS.perDay}条方案，请明天再来`);
    const twice = await tipsDb(trx)
      .selectFrom('tips_tips')
      .select('id')
      .where('expert_id', '=', expertId)
      .where('match_id', '=', match.id)
      .where('market', '=', market.market)
      .executeTakeFirst();
    if (twice) throw new AppError(ErrorCodes.CONFLICT, '这场比赛的该玩法您已发布过方案');
    const row = await tipsDb(trx)
      .insertInto('tips_tips')
      .values({
        expert_id: expertId,
        match_id: match.id,
        day: beijingDate(nowMs),
        market: market.market,
        pick: option.pick,
        line: market.line,
        odds: option.odds,
        options: JSON.stringify(market.options),
        title: maskBanned(title).text,
        analysis: maskBanned(analysis).text,
        price: req.price,
        publish_time: Math.floor(nowMs / 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
