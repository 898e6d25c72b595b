/**
 * The lists: the tip feed (`GET /tj/recommend/{code}`), an expert's tips (`/tj/expert/home/rec`)
 * and the upcoming matches, soonest first, with their tip counts (`/tj/expert/match/list`). Page numbers start at
 * 1; `next` is the following page or 0 at the end.
 */
import { sql } from 'kysely';
import type { TipMatchPage, TipPage } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { matchNames, toMatchRow } from './markets';
import { card, TIP_COLUMNS, tipViews, type TipRow } from './views';

/** Feed codes: 0 全部, 1 免费, 2 付费, 3 关注 (experts the viewer follows), 4 模型, 5 已购 (tips the viewer bought). */
export type FeedCode = 0 | 1 | 2 | 3 | 4 | 5;

export interface FeedQuery {
  code: FeedCode;
  page: number;
  size: number;
  matchId?: number | undefined;
  expertId?: number | undefined;
}

export async function tipPage(db: Db, q: FeedQuery, viewer: number | null): Promise<TipPage> {
  // a tip staff hid is on no list but its buyers' 已购 (they keep what they paid for)
  const filters = [q.code === 5 ? sql`TRUE` : sql`NOT t.hidden`];
  if (q.code === 1) filters.push(sql`t.price = 0`);
  if (q.code === 2) filters.push(sql`t.price > 0`);
  if (q.code === 3)
    filters.push(sql`t.expert_id IN (SELECT expert_id FROM tips_follows WHERE user_id = ${viewer ?? 0})`);
  if (q.code === 5) filters.push(sql`t.id IN (SELECT tip_id FROM tips_purchases WHERE user_id = ${viewer ?? 0})`);
  if (q.code === 4) filters.push(sql`t.expert_id IN (SELECT user_id FROM tips_experts WHERE model)`);
  if (q.matchId !== undefined) filters.push(sql`t.match_id = ${q.matchId}`);
  if (q.expertId !== undefined) filters.push(sql`t.expert_id = ${q.expertId}`);
  const rows = await sql<TipRow>`
    SELECT ${TIP_COLUMNS} FROM tips_tips t WHERE ${sql.join(filters, sql` AND `)}
    ORDER BY t.publish_time DESC, t.id DESC LIMIT ${q.size + 1} OFFSET ${(q.page - 1) * q.size}`.execute(db);
  const more = rows.rows.length > q.size;
  const views = await tipViews(db, rows.rows.slice(0, q.size), viewer);
  return { recList: views.map(card), next: more ? q.page + 1 : 0 };
}

/** Football matches not started yet (kick-off after now) with odds, soonest first, with their tip counts. */
export async function tipMatchPage(db: Db, page: number, size: number, nowMs: number): Promise<TipMatchPage> {
  const rows = await sql<Parameters<typeof toMatchRow>[0] & { tips: number | string }>`
    SELECT m.id, m.sport, m.league_id, m.home_id, m.away_id, m.ot, m.state, m.done,
      (SELECT count(*) FROM tips_tips t WHERE t.match_id = m.id AND NOT t.hidden) AS tips
    FROM live_matches m
    WHERE m.sport = 'football' AND m.ot > ${Math.floor(nowMs / 1000)} AND m.state->>'s' = '1'
      AND EXISTS (SELECT 1 FROM live_odds o WHERE o.match_id = m.id)
    ORDER BY m.ot, m.id LIMIT ${size + 1} OFFSET ${(page - 1) * size}`.execute(db);
  const list = rows.rows.slice(0, size).map((r) => {
    const m = toMatchRow(r);
    return { id: m.id, ...matchNames(m), ot: m.ot, tips: Number(r.tips) };
  });
  return { list, next: rows.rows.length > size ? page + 1 : 0 };
}
