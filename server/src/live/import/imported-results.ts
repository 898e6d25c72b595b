/** Imported real results in the database: written by the importer, read by the analysis tab. */
import { sql, type Generated, type Kysely } from 'kysely';
import type { MatchSummary } from '@kickoff/shared/contracts';
import type { Db } from '../../db/index';
import { leagueRef, teamRef } from '../views';
import type { ImportedResult } from './openfootball';

// a type alias (not an interface) so kysely's withTables accepts it
type ImportTables = {
  live_imported_results: {
    id: Generated<number>;
    league_id: number;
    season: number;
    played_on: string;
    ot: number | string;
    home_id: number;
    away_id: number;
    home_goals: number;
    away_goals: number;
    home_ht: number | null;
    away_ht: number | null;
    source: string;
  };
};

/** Summary ids of imported results: far from engine (small), generated-past (8xx…) and demo (9xx…) ids. */
const IMPORTED_ID_BASE = 700_000_000;
const CHUNK = 300;

/** league id → season → its results, oldest first */
export type ImportedSeasons = ReadonlyMap<number, ReadonlyMap<number, readonly MatchSummary[]>>;

const tables = (db: Db) => db.withTables<ImportTables>() as unknown as Kysely<ImportTables>;

/** Writes one file's results in one transaction: new matches are added, known ones updated. */
export async function saveImportedResults(
  db: Db,
  source: string,
  results: readonly ImportedResult[],
): Promise<{ added: number; updated: number }> {
  let added = 0;
  await tables(db)
    .transaction()
    .execute(async (trx) => {
      for (let i = 0; i < results.length; i += CHUNK) {
        const rows = results.slice(i, i + CHUNK).map((r) => ({
          league_id: r.leagueId,
          season: r.season,
          played_on: r.playedOn,
          ot: r.ot,
          home_id: r.homeId,
          away_id: r.awayId,
          home_goals: r.sc[0],
          away_goals: r.sc[1],
          home_ht: r.hsc?.[0] ?? null,
          away_ht: r.hsc?.[1] ?? null,
          source,
        }));
        const written = await trx
          .insertInto('live_imported_results')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['league_id', 'played_on', 'home_id', 'away_id']).doUpdateSet((eb) => ({
              season: eb.ref('excluded.season'),
              ot: eb.ref('excluded.ot'),
              home_goals: eb.ref('excluded.home_goals'),
              away_goals: eb.ref('excluded.away_goals'),
              home_ht: eb.ref('excluded.home_ht'),
              away_ht: eb.ref('excluded.away_ht'),
              source: eb.ref('excluded.source'),
            })),
          )
          // PostgreSQL: xmax is 0 on a row this statement inserted, set on one it updated
          .returning(sql<boolean>`xmax = 0`.as('inserted'))
          .execute();
        added += written.filter((w) => w.inserted).length;
      }
    });
  return { added, updated: results.length - added };
}

/** Every imported result, grouped for the analysis tab. */
export async function loadImportedSeasons(db: Db): Promise<ImportedSeasons> {
  const rows = await tables(db).selectFrom('live_imported_results').selectAll().orderBy('ot').orderBy('id').execute();
  const out = new Map<number, Map<number, MatchSummary[]>>();
  for (const r of rows) {
    const seasons = out.get(r.league_id) ?? new Map<number, MatchSummary[]>();
    out.set(r.league_id, seasons);
    const list = seasons.get(r.season) ?? [];
    seasons.set(r.season, list);
    list.push({
      id: IMPORTED_ID_BASE + r.id,
      ot: Number(r.ot),
      league: leagueRef(r.league_id),
      home: teamRef(r.home_id),
      away: teamRef(r.away_id),
      sc: [r.home_goals, r.away_goals],
      hsc: r.home_ht === null || r.away_ht === null ? null : [r.home_ht, r.away_ht],
    });
  }
  return out;
}
