/**
 * What a tip may pick on a match right now: the 澳门 book (company 1) of the engine's odds as the
 * store holds it (live_odds, written after every tick by the leading node), per market. Pick labels
 * give the side's own handicap in numbers (主队 -0.75 gives three quarters of a goal; the client shows
 * the §5 Chinese names from the line).
 */
import { sql } from 'kysely';
import { TIP_MARKET_NAMES, type TipMarket, type TipMarketOptions, type TipPick } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { OddsBook } from '../live/match-runtime';
import { leagueRef, teamRef } from '../live/views';

/** The book every tip is priced from. */
const TIP_COMPANY = 1;

export interface MatchRow {
  id: number;
  sport: string;
  leagueId: number;
  homeId: number;
  awayId: number;
  ot: number;
  s: number;
  sc: [number, number];
  done: boolean;
}

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

interface RawMatch {
  id: number | string;
  sport: string;
  league_id: number;
  home_id: number;
  away_id: number;
  ot: number | string;
  state: unknown;
  done: boolean;
}

export function toMatchRow(r: RawMatch): MatchRow {
  const st = parse<{ s?: number; sc?: [number, number] }>(r.state);
  return {
    id: Number(r.id),
    sport: r.sport,
    leagueId: r.league_id,
    homeId: r.home_id,
    awayId: r.away_id,
    ot: Number(r.ot),
    s: st.s ?? 0,
    sc: st.sc ?? [0, 0],
    done: r.done,
  };
}

export async function matchRow(db: Db, id: number): Promise<MatchRow | undefined> {
  const r = await sql<RawMatch>`
    SELECT id, sport, league_id, home_id, away_id, ot, state, done FROM live_matches WHERE id = ${id}`.execute(db);
  return r.rows[0] ? toMatchRow(r.rows[0]) : undefined;
}

export function matchNames(m: Pick<MatchRow, 'leagueId' | 'homeId' | 'awayId'>) {
  const league = leagueRef(m.leagueId);
  return { league: league.name, leagueColor: league.color, home: teamRef(m.homeId).name, away: teamRef(m.awayId).name };
}

/** A side's handicap: -0.5 gives half a goal, +0.5 receives it, 0 level. */
const signed = (x: number) => (x > 0 ? `+${x}` : x < 0 ? `${x}` : '0');

export function pickLabel(market: TipMarket, pick: TipPick, line: number): string {
  if (market === 2) return pick === 'home' ? '主胜' : pick === 'draw' ? '平局' : '客胜';
  if (market === 1) return pick === 'home' ? `主队 ${signed(-line)}` : `客队 ${signed(line)}`;
  return `${pick === 'over' ? '大' : '小'} ${line}`;
}

/** The options of one market from its book's current line (or its opening line, for a replay). */
export function marketOptions(
  book: Pick<OddsBook, 'type' | 'current' | 'first'>,
  which: 'current' | 'first' = 'current',
): TipMarketOptions {
  const market = book.type as TipMarket;
  const { left, middle, right } = book[which];
  const line = market === 2 ? 0 : middle;
  const picks: [TipPick, number][] =
    market === 1
      ? [
          ['home', left],
          ['away', right],
        ]
      : market === 2
        ? [
            ['home', left],
            ['draw', middle],
            ['away', right],
          ]
        : [
            ['over', left],
            ['under', right],
          ];
  return {
    market,
    name: TIP_MARKET_NAMES[market],
    line,
    options: picks.map(([pick, odds]) => ({ pick, odds, label: pickLabel(market, pick, line) })),
  };
}

/**
 * The markets of a match now, 亚指 / 欧指 / 大小 in that order (those the book quotes); `first`: as
 * they opened, before kick-off (a model expert's replay of a played day).
 */
export async function currentMarkets(
  db: Db,
  matchId: number,
  company = TIP_COMPANY,
  which: 'current' | 'first' = 'current',
): Promise<TipMarketOptions[]> {
  const rows = await sql<{ type: number; book: unknown }>`
    SELECT type, book FROM live_odds WHERE match_id = ${matchId} AND company_id = ${company} ORDER BY type`.execute(db);
  return rows.rows.map((r) => marketOptions(parse<OddsBook>(r.book), which));
}

/** Every company's current book of a match, for the model experts' consensus. */
export async function allBooks(db: Db, matchId: number): Promise<OddsBook[]> {
  const rows = await sql<{ book: unknown }>`SELECT book FROM live_odds WHERE match_id = ${matchId}`.execute(db);
  return rows.rows.map((r) => parse<OddsBook>(r.book));
}
