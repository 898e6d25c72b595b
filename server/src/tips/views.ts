/**
 * Tip cards and details as a viewer may see them. A paid tip's pick, odds and analysis are left
 * out (never sent) unless the viewer bought it or wrote it; everything else — market, line, price,
 * result — is public. A tip staff hid is shown only to its author and its buyers.
 */
import { sql } from 'kysely';
import {
  ErrorCodes,
  type ExpertBrief,
  type Recommendation,
  type RecommendationDetail,
  type TipMarket,
  type TipOption,
  type TipPick,
  type TipResult,
} from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Db } from '../db/index';
import { expertsByIds } from './experts';
import { matchNames, pickLabel, toMatchRow, type MatchRow } from './markets';
import { boughtTips } from './purchase';

export interface TipRow {
  id: number;
  expert_id: number;
  match_id: number | string;
  market: number;
  pick: string;
  line: number;
  odds: number;
  options: unknown;
  title: string;
  analysis: string;
  price: number;
  publish_time: number | string;
  result: number;
  buyers: number;
}

export const TIP_COLUMNS = sql.raw(
  't.id, t.expert_id, t.match_id, t.market, t.pick, t.line, t.odds, t.options, t.title, t.analysis, t.price, ' +
    't.publish_time, t.result, t.buyers',
);

async function matchesByIds(db: Db, ids: number[]): Promise<Map<number, MatchRow>> {
  const out = new Map<number, MatchRow>();
  if (!ids.length) return out;
  const rows = await sql<Parameters<typeof toMatchRow>[0]>`
    SELECT id, sport, league_id, home_id, away_id, ot, state, done FROM live_matches
    WHERE id IN (${sql.join([...new Set(ids)])})`.execute(db);
  for (const r of rows.rows) out.set(Number(r.id), toMatchRow(r));
  return out;
}

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Cards (and the analysis/options for details) of these rows as `viewer` may see them. */
export async function tipViews(db: Db, rows: TipRow[], viewer: number | null): Promise<RecommendationDetail[]> {
  const [matches, experts, bought] = await Promise.all([
    matchesByIds(
      db,
      rows.map((r) => Number(r.match_id)),
    ),
    expertsByIds(
      db,
      rows.map((r) => r.expert_id),
      viewer,
    ),
    boughtTips(
      db,
      viewer,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => {
    const m = matches.get(Number(r.match_id));
    const e = experts.get(r.expert_id);
    const brief: ExpertBrief = e
      ? { id: e.id, nickName: e.nickName, portrait: e.portrait, level: e.level, model: e.model }
      : { id: r.expert_id, nickName: '', portrait: '', level: 1, model: 0 };
    const mine = viewer !== null && viewer === r.expert_id;
    const locked = r.price > 0 && !mine && !bought.has(r.id);
    const market = r.market as TipMarket;
    const names = m ? matchNames(m) : { league: '', leagueColor: '#888888', home: '', away: '' };
    return {
      id: r.id,
      expert: brief,
      matchId: Number(r.match_id),
      ...names,
      ot: m?.ot ?? 0,
      s: m?.s ?? 0,
      sc: m?.sc ?? [0, 0],
      title: r.title,
      market,
      line: r.line,
      price: r.price,
      locked,
      bought: bought.has(r.id),
      pick: locked ? null : (r.pick as TipPick),
      pickLabel: locked ? '' : pickLabel(market, r.pick as TipPick, r.line),
      odds: locked ? 0 : r.odds,
      result: r.result as TipResult,
      publishTime: Number(r.publish_time),
      buyers: r.buyers,
      analysis: locked ? '' : r.analysis,
      options: parse<TipOption[]>(r.options).map((o) => ({ ...o, odds: locked ? 0 : o.odds })),
    };
  });
}

/** A card without the detail-only fields. */
export function card(d: RecommendationDetail): Recommendation {
  const { analysis: _a, options: _o, ...rest } = d;
  return rest;
}

/** A tip staff hid is there only for its author and those who bought it; to anyone else it does not exist. */
export async function tipDetail(db: Db, id: number, viewer: number | null): Promise<RecommendationDetail> {
  const rows = await sql<TipRow & { hidden: boolean }>`
    SELECT ${TIP_COLUMNS}, t.hidden FROM tips_tips t WHERE t.id = ${id}`.execute(db);
  const row = rows.rows[0];
  if (!row) throw new AppError(ErrorCodes.NOT_FOUND, '方案不存在');
  const [view] = await tipViews(db, [row], viewer);
  if (row.hidden && !view!.bought && viewer !== row.expert_id) throw new AppError(ErrorCodes.NOT_FOUND, '方案不存在');
  return view!;
}
