/**
 * A football player's ratings (评分) in the matches the engine played for his team this season:
 * each finished match's lineup is folded again from its stored fixture and cursor (the same fold the
 * detail's 阵容 tab shows, so the numbers agree), newest first. A finished match's lineup never
 * changes, so it is kept in memory once made.
 */
import { sql } from 'kysely';
import type { DbPlayerRating, FootballLineup } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { scriptFor } from '../live/engine';
import { footballLineup } from '../live/match-lineup';
import type { Fixture } from '../live/types';
import { matchRows } from './match-rows';
import { dbTables } from './tables';

/** The matches a page lists (and averages over). */
const PLAYER_RATINGS_MAX = 20;
const CACHE_MAX = 2_000;
const finished = new Map<number, FootballLineup>();

function lineupOf(id: number, fixture: Fixture, cursor: number): FootballLineup {
  const known = finished.get(id);
  if (known) return known;
  const lineup = footballLineup(fixture, scriptFor(fixture).steps.slice(0, cursor), Number.MAX_SAFE_INTEGER);
  if (finished.size >= CACHE_MAX) finished.delete(finished.keys().next().value!);
  finished.set(id, lineup);
  return lineup;
}

export async function playerRatings(db: Db, playerId: number, teamId: number): Promise<DbPlayerRating[]> {
  const t = dbTables(db);
  const records = await t
    .selectFrom('db_matches')
    .selectAll()
    .where('source', '=', 'engine')
    .where('sport', '=', 'football')
    .where('status', '=', 'done')
    .where((eb) => eb.or([eb('home_id', '=', teamId), eb('away_id', '=', teamId)]))
    .orderBy('ot', 'desc')
    .limit(PLAYER_RATINGS_MAX)
    .execute();
  const season = records[0]?.season;
  const current = records.filter((r) => r.season === season);
  if (!current.length) return [];
  const stored = await sql<{ id: number; fixture: Fixture | string; cursor: number }>`
    SELECT id, fixture, cursor FROM live_matches WHERE id IN (${sql.join(current.map((r) => r.id))})`.execute(db);
  const lineups = new Map(
    stored.rows.map((r) => {
      const fixture = typeof r.fixture === 'string' ? (JSON.parse(r.fixture) as Fixture) : r.fixture;
      return [r.id, lineupOf(r.id, fixture, r.cursor)] as const;
    }),
  );
  const rows = await matchRows(db, current);
  return rows.flatMap((match) => {
    const lineup = lineups.get(match.id);
    const side = lineup?.home?.teamId === teamId ? lineup.home : lineup?.away;
    const p = [...(side?.starters ?? []), ...(side?.substitutes ?? [])].find((x) => x.id === playerId);
    if (!lineup || p?.rating == null) return [];
    return [{ match, rating: p.rating, minutes: p.stats.minutes, manOfTheMatch: lineup.manOfTheMatch === playerId }];
  });
}
