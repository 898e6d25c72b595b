/**
 * Expert records over 7 or 30 days, computed in SQL from settled tips: 红/黑/走 counts, hit rate
 * (红 / (红 + 黑)), ROI (profit per unit stake) and the current 红 streak (the newest decided tips
 * before the first 黑; pushes skipped). One query serves the rank list and an expert's home.
 */
import { sql } from 'kysely';
import type { ExpertRecord } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';

export type RankSort = 'hit' | 'roi' | 'streak';

interface RecordRow {
  expert_id: number;
  total: number | string;
  won: number | string;
  lost: number | string;
  push: number | string;
  profit: number | string | null;
  streak: number | string;
}

const one = (x: number) => Math.round(x * 10) / 10;

function toRecord(days: 7 | 30, r: RecordRow | undefined): ExpertRecord {
  const total = Number(r?.total ?? 0);
  const won = Number(r?.won ?? 0);
  const lost = Number(r?.lost ?? 0);
  return {
    days,
    total,
    won,
    lost,
    push: Number(r?.push ?? 0),
    hitRate: won + lost ? one((won * 100) / (won + lost)) : 0,
    roi: total ? one((Number(r?.profit ?? 0) * 100) / total) : 0,
    streak: Number(r?.streak ?? 0),
  };
}

const ORDER: Record<RankSort, ReturnType<typeof sql>> = {
  hit: sql`hit DESC, profit DESC, total DESC, expert_id`,
  roi: sql`roi DESC, hit DESC, total DESC, expert_id`,
  streak: sql`streak DESC, hit DESC, total DESC, expert_id`,
};

/**
 * Ranked records over the window: experts with at least one settled tip in it, best first. `only`
 * limits to those experts (the attention list); `offset`/`limit` page the list.
 */
export async function rankedRecords(
  db: Db,
  opts: { days: 7 | 30; nowS: number; sort?: RankSort; only?: number[]; offset?: number; limit?: number },
): Promise<{ expertId: number; record: ExpertRecord }[]> {
  if (opts.only && opts.only.length === 0) return [];
  const since = opts.nowS - opts.days * 86_400;
  const only = opts.only ? sql`AND expert_id IN (${sql.join(opts.only)})` : sql``;
  const rows = await sql<RecordRow>`
    WITH s AS (
      SELECT expert_id, result, profit,
        row_number() OVER (PARTITION BY expert_id ORDER BY settled_at DESC, id DESC) AS rn
      FROM tips_tips WHERE settled_at >= ${since} AND result <> 0 ${only}
    ), fl AS (
      SELECT expert_id, min(rn) AS first_loss FROM s WHERE result IN (2, 5) GROUP BY expert_id
    ), agg AS (
      SELECT s.expert_id, count(*) AS total,
        count(*) FILTER (WHERE result IN (1, 4)) AS won,
        count(*) FILTER (WHERE result IN (2, 5)) AS lost,
        count(*) FILTER (WHERE result = 3) AS push,
        sum(profit) AS profit,
        count(*) FILTER (WHERE result IN (1, 4) AND rn < coalesce(fl.first_loss, 2147483647)) AS streak
      FROM s LEFT JOIN fl ON fl.expert_id = s.expert_id GROUP BY s.expert_id
    )
    SELECT agg.*,
      CASE WHEN won + lost > 0 THEN won::float / (won + lost) ELSE 0 END AS hit,
      coalesce(profit, 0) / total AS roi
    FROM agg ORDER BY ${ORDER[opts.sort ?? 'hit']}
    LIMIT ${opts.limit ?? 1000} OFFSET ${opts.offset ?? 0}`.execute(db);
  return rows.rows.map((r) => ({ expertId: r.expert_id, record: toRecord(opts.days, r) }));
}

/** One expert's record over the window (zeros without settled tips). */
export async function recordOf(db: Db, expertId: number, days: 7 | 30, nowS: number): Promise<ExpertRecord> {
  const [r] = await rankedRecords(db, { days, nowS, only: [expertId] });
  return r?.record ?? toRecord(days, undefined);
}
