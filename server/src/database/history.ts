/**
 * The engine's generated history as rows: the previous and current season of every football
 * league (a pure function of the seed, the same the analysis tab shows) and of every basketball
 * league (basketball-history.ts) up to the day before the engine's first stored day, so standings
 * are SQL over results and never count a day twice. Idempotent: a row already there is left alone.
 */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/index';
import { generatedSeason } from '../live/analysis';
import { addDays, beijingDate } from '../live/clock';
import { REFERENCE } from '../live/reference/clubs';
import { seasonInPlay } from '../live/season';
import { chunks } from '../db/chunks';
import { generatedBasketballSeason } from './basketball-history';
import { dbTables, type DatabaseTables } from './tables';

/** The seed the engine's world was first made with (live_meta), else the configured one. */
async function worldSeed(db: Db, fallback: number): Promise<number> {
  const row = await sql<{ value: string }>`SELECT value FROM live_meta WHERE key = 'seed'`.execute(db);
  const stored = Number(row.rows[0]?.value);
  return Number.isFinite(stored) && row.rows.length ? stored : fallback;
}

export async function syncGeneratedHistory(db: Db, seed: number, nowMs: number): Promise<number> {
  const t = dbTables(db);
  const first = await t
    .selectFrom('live_matches')
    .select((eb) => eb.fn.min('date').as('first'))
    .executeTakeFirst();
  const yesterday = addDays(beijingDate(nowMs), -1);
  const until = first?.first && first.first < yesterday ? first.first : yesterday;
  const worldSeedValue = await worldSeed(db, seed);
  const rows: Array<Insertable<DatabaseTables['db_generated_results']>> = [];
  for (const league of REFERENCE.leagues.values()) {
    if (league.cup) continue;
    const current = seasonInPlay(league.id, until);
    if (league.sport === 'basketball') {
      for (const year of [current - 1, current]) {
        for (const g of generatedBasketballSeason(worldSeedValue, league.id, year, until)) {
          rows.push({
            id: g.id,
            sport: 'basketball',
            league_id: league.id,
            season: year,
            round: g.round,
            ot: g.ot,
            home_id: g.homeId,
            away_id: g.awayId,
            home_goals: g.sc[0],
            away_goals: g.sc[1],
          });
        }
      }
      continue;
    }
    for (const year of [current - 1, current]) {
      generatedSeason(worldSeedValue, league.id, year, until).forEach((m) => {
        rows.push({
          id: m.id,
          sport: 'football',
          league_id: league.id,
          season: year,
          // ids are base + league + year + round × 20 + i
          round: Math.floor((m.id % 1000) / 20) + 1,
          ot: m.ot,
          home_id: m.home.id,
          away_id: m.away.id,
          home_goals: m.sc?.[0] ?? 0,
          away_goals: m.sc?.[1] ?? 0,
        });
      });
    }
  }
  let added = 0;
  for (const part of chunks(rows, 500)) {
    const r = await t
      .insertInto('db_generated_results')
      .values(part)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    added += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
