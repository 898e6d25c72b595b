/** Stores an imported World Cup: the whole tournament is replaced in one transaction. */
import { chunks } from '../db/chunks';
import type { Db } from '../db/index';
import { dbTables } from './tables';
import type { WorldCupRows } from './worldcup';

export interface WorldCupSaved {
  teams: number;
  players: number;
  matches: number;
  goals: number;
}

export async function saveWorldCup(db: Db, rows: WorldCupRows): Promise<WorldCupSaved> {
  await dbTables(db)
    .transaction()
    .execute(async (trx) => {
      // goals, matches and players go with their teams (ON DELETE CASCADE)
      await trx.deleteFrom('db_wc_goals').execute();
      await trx.deleteFrom('db_wc_matches').execute();
      await trx.deleteFrom('db_wc_players').execute();
      await trx.deleteFrom('db_wc_teams').execute();
      if (rows.teams.length) await trx.insertInto('db_wc_teams').values(rows.teams).execute();
      for (const part of chunks(rows.players, 500)) await trx.insertInto('db_wc_players').values(part).execute();
      for (const part of chunks(rows.matches, 200)) await trx.insertInto('db_wc_matches').values(part).execute();
      for (const part of chunks(rows.goals, 500)) await trx.insertInto('db_wc_goals').values(part).execute();
    });
  return {
    teams: rows.teams.length,
    players: rows.players.length,
    matches: rows.matches.length,
    goals: rows.goals.length,
  };
}
