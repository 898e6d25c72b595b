/**
 * The experts desk's tips (console 专家, moderators): every tip newest first, hidden ones too, found
 * by title or expert; hiding one takes it off every fan list and page — its buyers keep it (it stays
 * in their 已购 and opens for them: they paid for it, and nothing is refunded) — and showing it again
 * puts it back. Version-checked; answers before and after for the audit.
 */
import { sql, type RawBuilder } from 'kysely';
import { DESK_TIPS_PAGE, type DeskTip, type DeskTipPage, type HideTipBody } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { invalid, staleEdit } from '../staff/validate';
import type { Tx } from '../wallet/ledger';
import { matchNames } from './markets';

type Row = {
  id: number;
  expert_id: number;
  nick_name: string;
  title: string;
  price: number;
  buyers: number;
  publish_time: number | string;
  hidden: boolean;
  version: number;
  league_id: number | null;
  home_id: number | null;
  away_id: number | null;
};

function toTip(r: Row): DeskTip {
  const m =
    r.league_id === null || r.home_id === null || r.away_id === null
      ? null
      : matchNames({ leagueId: r.league_id, homeId: r.home_id, awayId: r.away_id });
  return {
    id: r.id,
    expertId: r.expert_id,
    expertName: r.nick_name,
    title: r.title,
    match: m ? `${m.league} ${m.home} VS ${m.away}` : '',
    price: r.price,
    buyers: r.buyers,
    publishTime: Number(r.publish_time),
    hidden: r.hidden,
    version: r.version,
  };
}

const select = (db: Db | Tx, where: RawBuilder<unknown>, tail: RawBuilder<unknown>) =>
  sql<Row>`
  SELECT t.id, t.expert_id, u.nick_name, t.title, t.price, t.buyers, t.publish_time, t.hidden, t.version,
    m.league_id, m.home_id, m.away_id
  FROM tips_tips t JOIN users u ON u.id = t.expert_id LEFT JOIN live_matches m ON m.id = t.match_id
  WHERE ${where} ${tail}`.execute(db);

export async function deskTipPage(db: Db, page: number, q: string): Promise<DeskTipPage> {
  const words = q.trim();
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = words ? sql`(t.title ILIKE ${like} OR u.nick_name ILIKE ${like})` : sql`TRUE`;
  const rows = await select(
    db,
    where,
    sql`ORDER BY t.publish_time DESC, t.id DESC LIMIT ${DESK_TIPS_PAGE + 1} OFFSET ${(page - 1) * DESK_TIPS_PAGE}`,
  );
  return {
    list: rows.rows.slice(0, DESK_TIPS_PAGE).map(toTip),
    next: rows.rows.length > DESK_TIPS_PAGE ? page + 1 : 0,
  };
}

async function findTip(db: Db | Tx, id: number): Promise<DeskTip | undefined> {
  const row = (await select(db, sql`t.id = ${id}`, sql``)).rows[0];
  return row ? toTip(row) : undefined;
}

export async function setTipHidden(trx: Tx, ref: HideTipBody): Promise<{ before: DeskTip; after: DeskTip }> {
  const before = await findTip(trx, ref.id);
  if (!before) throw invalid('该方案不存在');
  if (before.version !== ref.version) throw staleEdit();
  if (before.hidden === ref.hidden) throw invalid(ref.hidden ? '方案已隐藏' : '方案未隐藏');
  const changed = await sql<{ id: number }>`
    UPDATE tips_tips SET hidden = ${ref.hidden}, version = version + 1
    WHERE id = ${ref.id} AND version = ${ref.version} RETURNING id`.execute(trx);
  if (!changed.rows[0]) throw staleEdit();
  return { before, after: (await findTip(trx, ref.id))! };
}
