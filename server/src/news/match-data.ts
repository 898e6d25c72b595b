/**
 * What the article writer reads: the engine's matches as its store keeps them (live_matches,
 * live_incidents — written after every tick by whichever node leads), and the imported real results.
 * Reading the store rather than one process's memory means every node sees the same finished
 * matches, and a match that ended while the server was down still gets its report.
 */
import { sql } from 'kysely';
import {
  isBasketballFinished,
  isFootballFinished,
  type Incident,
  type MatchEnvironment,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { BasketballState, FootballState } from '../live/types';
import { leagueRef, teamRef } from '../live/views';

export interface StoredGame {
  id: number;
  sport: 'football' | 'basketball';
  leagueId: number;
  league: string;
  leagueColor: string;
  homeId: number;
  awayId: number;
  home: string;
  away: string;
  /** kick-off, unix seconds */
  ot: number;
  date: string;
  round: string;
  environment: MatchEnvironment | null;
  done: boolean;
  /** match-clock seconds played */
  elapsed: number;
  fb: FootballState | null;
  bb: BasketballState | null;
}

interface Row {
  id: number | string;
  sport: string;
  league_id: number;
  home_id: number;
  away_id: number;
  ot: number | string;
  date: string;
  fixture: unknown;
  state: unknown;
  elapsed: number | null;
  done: boolean;
}

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function toGame(r: Row): StoredGame {
  const fx = parse<{ round?: string; environment?: MatchEnvironment }>(r.fixture);
  const state = parse<FootballState | BasketballState>(r.state);
  const sport = r.sport === 'basketball' ? 'basketball' : 'football';
  const league = leagueRef(r.league_id);
  return {
    id: Number(r.id),
    sport,
    leagueId: r.league_id,
    league: league.name,
    leagueColor: league.color,
    homeId: r.home_id,
    awayId: r.away_id,
    home: teamRef(r.home_id).name,
    away: teamRef(r.away_id).name,
    ot: Number(r.ot),
    date: r.date,
    round: fx.round ?? '',
    environment: fx.environment ?? null,
    done: r.done,
    elapsed: r.elapsed ?? 0,
    fb: sport === 'football' ? (state as FootballState) : null,
    bb: sport === 'basketball' ? (state as BasketballState) : null,
  };
}

/** Ended normally (完) (reports are written for these only). */
export function isFinished(g: StoredGame): boolean {
  return g.fb ? isFootballFinished(g.fb.s) : Boolean(g.bb && isBasketballFinished(g.bb.s));
}

/** Every stored match listed on `fromDate` or later. */
export async function gamesSince(db: Db, fromDate: string): Promise<StoredGame[]> {
  const rows = await sql<Row>`
    SELECT id, sport, league_id, home_id, away_id, ot, date, fixture, state, elapsed, done
    FROM live_matches WHERE date >= ${fromDate} ORDER BY ot, id`.execute(db);
  return rows.rows.map(toGame);
}

/** The incidents of these matches, in order, by match id. */
export async function incidentsOf(db: Db, ids: number[]): Promise<Map<number, Incident[]>> {
  const out = new Map<number, Incident[]>();
  if (!ids.length) return out;
  const rows = await sql<{ match_id: number | string; body: unknown }>`
    SELECT match_id, body FROM live_incidents WHERE match_id IN (${sql.join(ids)}) ORDER BY match_id, id`.execute(db);
  for (const r of rows.rows) {
    const id = Number(r.match_id);
    const list = out.get(id) ?? [];
    list.push(parse<Incident>(r.body));
    out.set(id, list);
  }
  return out;
}

/** Which of these source keys are written already. */
export async function existingKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await sql<{ source_key: string }>`
    SELECT source_key FROM news_articles WHERE source_key IN (${sql.join(keys)})`.execute(db);
  return new Set(rows.rows.map((r) => r.source_key));
}

export interface ImportedResult {
  leagueId: number;
  season: number;
  playedOn: string;
  homeId: number;
  awayId: number;
  hg: number;
  ag: number;
  hht: number | null;
  aht: number | null;
}

/** Real past results imported from openfootball (empty until `pnpm import:openfootball` ran). */
export async function importedResults(db: Db): Promise<ImportedResult[]> {
  const rows = await sql<{
    league_id: number;
    season: number;
    played_on: string;
    home_id: number;
    away_id: number;
    home_goals: number;
    away_goals: number;
    home_ht: number | null;
    away_ht: number | null;
  }>`SELECT league_id, season, played_on, home_id, away_id, home_goals, away_goals, home_ht, away_ht
     FROM live_imported_results ORDER BY played_on, id`.execute(db);
  return rows.rows.map((r) => ({
    leagueId: r.league_id,
    season: r.season,
    playedOn: r.played_on,
    homeId: r.home_id,
    awayId: r.away_id,
    hg: r.home_goals,
    ag: r.away_goals,
    hht: r.home_ht,
    aht: r.away_ht,
  }));
}
