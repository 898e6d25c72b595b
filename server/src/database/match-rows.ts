/** Match rows of the database pages, with league and team names. */
import { sql, type Selectable } from 'kysely';
import type { DbMatchRow, DbTeamRef } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { seasonStart } from '../live/season';
import type { DatabaseTables } from './tables';
import { WORLD_CUP_LEAGUE_ID } from './worldcup';

export type MatchRecord = Selectable<DatabaseTables['db_matches']>;

/** id → name of the given teams (clubs and national teams). */
export async function teamNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const list = [...new Set(ids)];
  if (!list.length) return new Map();
  const rows = await sql<{ id: number; name: string }>`
    SELECT id, name FROM db_teams WHERE id IN (${sql.join(list)})`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, r.name]));
}

export async function leagueNames(db: Db): Promise<Map<number, string>> {
  const rows = await sql<{ id: number; name: string }>`SELECT id, name FROM live_leagues`.execute(db);
  return new Map([...rows.rows.map((r) => [r.id, r.name] as const), [WORLD_CUP_LEAGUE_ID, '世界杯']]);
}

/** The round a match belongs to: the World Cup's own rounds, else one round a week from the season's start. */
export function roundOf(m: MatchRecord): { key: number; name: string } {
  if (m.round_no !== null && m.round_name !== null) return { key: m.round_no, name: m.round_name };
  const start = Date.parse(`${seasonStart(m.league_id, m.season)}T00:00:00+08:00`) / 1000;
  const week = Math.max(0, Math.floor((Number(m.ot) - start) / (7 * 86_400))) + 1;
  return { key: week, name: `第${week}轮` };
}

function matchRow(m: MatchRecord, teams: Map<number, string>, leagues: Map<number, string>): DbMatchRow {
  const ref = (id: number): DbTeamRef => ({ id, name: teams.get(id) ?? String(id) });
  const played = m.home_goals !== null && m.away_goals !== null;
  return {
    id: m.id,
    ot: Number(m.ot),
    status: m.status,
    round: roundOf(m).name,
    league: { id: m.league_id, name: leagues.get(m.league_id) ?? String(m.league_id) },
    home: ref(m.home_id),
    away: ref(m.away_id),
    sc: played ? [m.home_goals as number, m.away_goals as number] : null,
    pens: m.home_pens !== null && m.away_pens !== null ? [m.home_pens, m.away_pens] : null,
    detail: m.source === 'engine',
  };
}

/** Rows for records, names looked up once. */
export async function matchRows(db: Db, records: readonly MatchRecord[]): Promise<DbMatchRow[]> {
  const teams = await teamNames(
    db,
    records.flatMap((m) => [m.home_id, m.away_id]),
  );
  const leagues = await leagueNames(db);
  return records.map((m) => matchRow(m, teams, leagues));
}
