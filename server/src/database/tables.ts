/** The database module's tables and views (migration 230-database) as kysely sees them; reached with `dbTables(db)`. */
import type { ColumnType, Kysely } from 'kysely';
import type { Db } from '../db/index';
import type { WcGoalRow, WcMatchRow, WcPlayerRow, WcTeamRow } from './worldcup';

/** bigint arrives as a string on PostgreSQL */
type BigInt = ColumnType<number | string, number, number>;

// type aliases (not interfaces) so kysely's withTables accepts them
export type DatabaseTables = {
  db_generated_results: {
    id: number;
    sport: ColumnType<'football' | 'basketball', 'football' | 'basketball' | undefined, never>;
    league_id: number;
    season: number;
    round: number;
    ot: BigInt;
    home_id: number;
    away_id: number;
    home_goals: number;
    away_goals: number;
  };
  db_wc_teams: WcTeamRow;
  db_wc_players: WcPlayerRow;
  db_wc_matches: Omit<WcMatchRow, 'ot'> & { ot: BigInt };
  db_wc_goals: WcGoalRow;
  db_matches: {
    id: number;
    sport: 'football' | 'basketball';
    league_id: number;
    season: number;
    grp: string | null;
    round_no: number | null;
    round_name: string | null;
    ot: BigInt;
    home_id: number;
    away_id: number;
    home_goals: number | null;
    away_goals: number | null;
    home_pens: number | null;
    away_pens: number | null;
    status: 'done' | 'upcoming' | 'live' | 'off';
    source: 'import' | 'history' | 'worldcup' | 'engine';
  };
  db_teams: {
    id: number;
    sport: 'football' | 'basketball';
    league_id: number;
    name: string;
    city: string;
    venue: string;
    code: string | null;
    grp: string | null;
    flag: string | null;
  };
  db_players: {
    id: number;
    team_id: number;
    name: string;
    number: number;
    position: string;
    generated: boolean;
    club: string | null;
    club_country: string | null;
    born: string | null;
  };
  db_goals: {
    match_id: number;
    league_id: number;
    season: number;
    team_id: number;
    player_id: number | null;
    player_name: string;
    minute: string;
    kind: string;
  };
  live_imported_results: { league_id: number; season: number };
  live_matches: { date: string; sport: string };
};

export const dbTables = (db: Db) => db.withTables<DatabaseTables>() as unknown as Kysely<DatabaseTables>;
