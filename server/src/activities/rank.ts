/** The points leaderboard: points earned (positive point ledger rows) today or over the last 7 Beijing days. */
import { sql } from 'kysely';
import type { RankBoard, RankPeriod, RankRow } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { addDays, beijingDate } from '../live/clock';

const TOP = 50;

function periodStart(period: RankPeriod, nowMs: number): Date {
  const today = beijingDate(nowMs);
  const day = period === 'today' ? today : addDays(today, -6);
  return new Date(`${day}T00:00:00+08:00`);
}

export async function rankBoard(db: Db, period: RankPeriod, userId: number | null, nowMs: number): Promise<RankBoard> {
  const since = periodStart(period, nowMs);
  const rows = await sql<{ user_id: number; nick_name: string; points: string | number }>`
    SELECT l.user_id, u.nick_name, SUM(l.amount) AS points
    FROM wallet_ledger l JOIN users u ON u.id = l.user_id
    WHERE l.currency = 'point' AND l.amount > 0 AND l.created_at >= ${since}
    GROUP BY l.user_id, u.nick_name
    ORDER BY points DESC, l.user_id
    LIMIT ${TOP}`.execute(db);
  const list: RankRow[] = rows.rows.map((r, i) => ({
    rank: i + 1,
    userId: r.user_id,
    nickName: r.nick_name,
    points: Number(r.points),
  }));
  return { period, rows: list, me: list.find((r) => r.userId === userId) ?? null };
}
