/**
 * Automatic settlement: tips on matches the engine has finished (football status 8) settle from the
 * final score (settle-math.ts); matches that will not be played out (postponed, abandoned,
 * cancelled …) void their tips as 走. Each tip settles in its own transaction with a guarded UPDATE
 * (result still 0), so two nodes or a retry settle it once. The expert's level is recomputed and
 * the buyers, the followers and the expert get one notice each (kind `tip`, deduplicated per tip).
 */
import { sql } from 'kysely';
import {
  TIP_MARKET_NAMES,
  TIP_RESULT_NAMES,
  isFootballFinished,
  type TipMarket,
  type TipPick,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { Hub } from '../realtime/hub';
import { createNotices, pushNotices, type UserNotice } from '../notices/notices';
import { refreshLevel } from './experts';
import { matchNames, toMatchRow } from './markets';
import { settleTip, type Settlement } from './settle-math';

interface PendingRow {
  id: number;
  expert_id: number;
  market: number;
  pick: string;
  line: number;
  odds: number;
  title: string;
  match_id: number | string;
  sport: string;
  league_id: number;
  home_id: number;
  away_id: number;
  ot: number | string;
  state: unknown;
  done: boolean;
}

/** Football statuses after which a match is not played on: postponed … to be determined, abnormal. */
const VOID_STATUSES = new Set([0, 9, 10, 11, 12, 13]);

async function settleOne(db: Db, row: PendingRow, outcome: Settlement, nowS: number): Promise<UserNotice[] | null> {
  return db.transaction().execute(async (trx) => {
    const done = await sql<{ id: number }>`
      UPDATE tips_tips SET result = ${outcome.result}, profit = ${outcome.profit}, settled_at = ${nowS}
      WHERE id = ${row.id} AND result = 0 RETURNING id`.execute(trx);
    if (!done.rows[0]) return null;
    await refreshLevel(trx, row.expert_id);
    const audience = await sql<{ user_id: number }>`
      SELECT user_id FROM tips_purchases WHERE tip_id = ${row.id}
      UNION SELECT user_id FROM tips_follows WHERE expert_id = ${row.expert_id}`.execute(trx);
    const m = toMatchRow(row);
    const names = matchNames(m);
    const verdict = TIP_RESULT_NAMES[outcome.result];
    return createNotices(trx, [row.expert_id, ...audience.rows.map((r) => r.user_id)], {
      kind: 'tip',
      title: `方案开奖：${verdict}`,
      body:
        `「${row.title}」${names.home} ${m.sc[0]}-${m.sc[1]} ${names.away}` +
        `（${TIP_MARKET_NAMES[row.market as TipMarket]}）`,
      link: `/proposal/detail?id=${row.id}`,
      dedupeKey: `tip:settle:${row.id}`,
    });
  });
}

/** Settles every pending tip whose match is over; answers how many it settled. */
export async function settleFinished(db: Db, hub: Hub | null, nowMs = Date.now()): Promise<number> {
  const rows = await sql<PendingRow>`
    SELECT t.id, t.expert_id, t.market, t.pick, t.line, t.odds, t.title, t.match_id,
      m.sport, m.league_id, m.home_id, m.away_id, m.ot, m.state, m.done
    FROM tips_tips t JOIN live_matches m ON m.id = t.match_id
    WHERE t.result = 0 AND (m.done OR m.state->>'s' = '8')
    ORDER BY t.id LIMIT 500`.execute(db);
  const nowS = Math.floor(nowMs / 1000);
  let n = 0;
  for (const row of rows.rows) {
    const m = toMatchRow(row);
    let outcome: Settlement | null = null;
    if (isFootballFinished(m.s))
      outcome = settleTip(row.market as TipMarket, row.pick as TipPick, row.line, row.odds, m.sc);
    else if (m.done && VOID_STATUSES.has(m.s)) outcome = { result: 3, profit: 0 };
    if (!outcome) continue;
    const notices = await settleOne(db, row, outcome, nowS);
    if (!notices) continue;
    n += 1;
    if (hub) pushNotices(hub, notices);
  }
  return n;
}
