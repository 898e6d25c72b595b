/**
 * What the built-in assistant knows, read in process (no network) from the platform's own services:
 * today's football and basketball lists as the live engine (or any LiveProvider) serves them, the
 * 资料库's competitions, tables, scorers and players (its cached routes and player page), and a
 * match's odds with the model experts' consensus (the tips module's markets and model).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  DATABASE_PATHS,
  LIVE_PATHS,
  PLATFORM,
  type BasketballListMatch,
  type DbCompetition,
  type DbLeague,
  type DbPlayer,
  type Envelope,
  type FootballListMatch,
  type TipMarketOptions,
} from '@kickoff/shared/contracts';
import { playerPage } from '../database/player';
import { allBooks, currentMarkets, marketOptions } from '../tips/markets';
import { consensus } from '../tips/model-experts';

/** The model's view of one match: 胜平负 probabilities over every company's book, margins removed. */
export interface MatchOdds {
  /** the 澳门 book's markets now (亚指, 欧指, 大小) */
  markets: TipMarketOptions[];
  /** 主胜 / 平局 / 客胜 with their probability (0–1); empty when no book quotes 欧指 */
  model: Array<{ label: string; p: number }>;
  /** how many companies' 欧指 books the model averaged */
  books: number;
}

export interface SiteData {
  football(): Promise<FootballListMatch[]>;
  basketball(): Promise<BasketballListMatch[]>;
  /** football competitions of the 资料库 */
  competitions(): Promise<DbCompetition[]>;
  /** a competition's latest season: table, scorers; null when unknown */
  league(id: number): Promise<DbLeague | null>;
  /** football players whose full name the question contains (longest names first, at most three) */
  playersIn(question: string): Promise<DbPlayer[]>;
  /** a match's odds and the model's prediction; null when no book quotes it */
  matchOdds(matchId: number): Promise<MatchOdds | null>;
}

async function data<T>(app: FastifyInstance, url: string): Promise<T | null> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) return null;
  const env = res.json<Envelope<T>>();
  return env.code === 200 ? env.data : null;
}

async function list<T>(app: FastifyInstance, url: string): Promise<T[]> {
  const got = await data<T[]>(app, url);
  return Array.isArray(got) ? got : [];
}

export function siteDataFrom(app: FastifyInstance): SiteData {
  return {
    football: () => list<FootballListMatch>(app, `${LIVE_PATHS.footballLive}?platform=${PLATFORM}&tab=js`),
    basketball: () => list<BasketballListMatch>(app, LIVE_PATHS.basketballMatches),
    competitions: () => list<DbCompetition>(app, `${DATABASE_PATHS.competitions}?sport=football`),
    league: (id) => data<DbLeague>(app, `${DATABASE_PATHS.league}?id=${id}`),
    async playersIn(question) {
      const q = question.slice(0, 2000);
      const rows = await sql<{ id: number }>`
        SELECT p.id FROM db_players p JOIN db_teams t ON t.id = p.team_id
        WHERE t.sport = 'football' AND char_length(p.name) >= 2 AND strpos(${q}, p.name) > 0
        ORDER BY char_length(p.name) DESC, p.id LIMIT 3`.execute(app.db);
      const pages = await Promise.all(rows.rows.map((r) => playerPage(app.db, r.id)));
      return pages.filter((p): p is DbPlayer => p !== undefined);
    },
    async matchOdds(matchId) {
      const [markets, books] = await Promise.all([currentMarkets(app.db, matchId), allBooks(app.db, matchId)]);
      if (!markets.length && !books.length) return null;
      const euro = books.filter((b) => b.type === 2);
      const probs = consensus(euro, 2);
      const options = euro[0] ? marketOptions(euro[0]).options : [];
      return {
        markets,
        model: options.map((o) => ({ label: o.label, p: probs.get(o.pick) ?? 0 })),
        books: euro.length,
      };
    },
  };
}
