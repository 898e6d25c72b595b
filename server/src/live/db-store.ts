/** The engine's store in the database (PGlite or PostgreSQL through kysely). */
import type { Kysely } from 'kysely';
import type { Incident, Sport, TextLiveLine } from '@kickoff/shared/contracts';
import { chunks } from '../db/chunks';
import type { Db } from '../db/index';
import type { OddsBook } from './match-runtime';
import type { LiveStore, PersistBatch, StoredMatch } from './store';
import type { Fixture } from './types';

/** Column values as read back: jsonb arrives parsed, bigint as a string on PostgreSQL. */
interface LiveMatchesTable {
  id: number;
  sport: string;
  league_id: number;
  home_id: number;
  away_id: number;
  ot: number | string;
  date: string;
  fixture: unknown;
  state: unknown;
  phase: unknown;
  cursor: number;
  elapsed: number | null;
  done: boolean;
}
interface BodyTable {
  match_id: number;
  id: number;
  body: unknown;
}
// a type alias (not an interface) so kysely's withTables accepts it
export type LiveTables = {
  live_meta: { key: string; value: string };
  live_matches: LiveMatchesTable;
  live_incidents: BodyTable & { goal_seq: number | string | null };
  live_text_lines: BodyTable;
  live_odds: { match_id: number; company_id: number; type: number; book: unknown };
};

const CHUNK = 400;
const json = (v: unknown) => JSON.stringify(v);
const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The last row of each key, in the order the keys first appeared. */
function newestBy<T>(rows: T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) byKey.set(key(row), row);
  return [...byKey.values()];
}

export class DbStore implements LiveStore {
  private readonly db: Kysely<LiveTables>;

  constructor(db: Db) {
    this.db = db.withTables<LiveTables>() as unknown as Kysely<LiveTables>;
  }

  async loadSeed(): Promise<number | null> {
    const row = await this.db.selectFrom('live_meta').select('value').where('key', '=', 'seed').executeTakeFirst();
    return row ? Number(row.value) : null;
  }

  async saveSeed(seed: number): Promise<void> {
    await this.db
      .insertInto('live_meta')
      .values({ key: 'seed', value: String(seed) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(seed) }))
      .execute();
  }

  async loadMatches(fromDate: string, sport?: Sport): Promise<StoredMatch[]> {
    const rows = await this.db
      .selectFrom('live_matches')
      .selectAll()
      .where('date', '>=', fromDate)
      .$if(sport !== undefined, (q) => q.where('sport', '=', sport ?? ''))
      .execute();
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [incidents, lines, odds] = await Promise.all([
      this.db
        .selectFrom('live_incidents')
        .selectAll()
        .where('match_id', 'in', ids)
        .orderBy('match_id')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('live_text_lines')
        .selectAll()
        .where('match_id', 'in', ids)
        .orderBy('match_id')
        .orderBy('id')
        .execute(),
      this.db.selectFrom('live_odds').selectAll().where('match_id', 'in', ids).execute(),
    ]);
    const byMatch = new Map<number, StoredMatch>();
    for (const r of rows) {
      const phase = parse<{ from: number | null; base: number; cap: number }>(r.phase);
      byMatch.set(r.id, {
        fx: parse<Fixture>(r.fixture),
        cursor: r.cursor,
        elapsed: r.elapsed ?? -Infinity,
        done: r.done,
        state: parse<StoredMatch['state']>(r.state),
        phase: { from: phase.from ?? -Infinity, base: phase.base, cap: phase.cap },
        incidents: [],
        textLive: [],
        odds: [],
      });
    }
    for (const i of incidents) byMatch.get(i.match_id)?.incidents.push(parse<Incident>(i.body));
    for (const l of lines) byMatch.get(l.match_id)?.textLive.push(parse<TextLiveLine>(l.body));
    for (const o of odds) byMatch.get(o.match_id)?.odds.push(parse<OddsBook>(o.book));
    return [...byMatch.values()];
  }

  /**
   * One transaction per batch (one tick's changes): a match's advanced cursor is never stored
   * without the incidents, text lines and odds it revealed. A failure or a crash part-way leaves
   * the last saved tick whole, and the engine retries the batch with the next one.
   */
  async save(batch: PersistBatch): Promise<void> {
    await this.db.transaction().execute((trx) => this.write(trx, batch));
  }

  private async write(db: Kysely<LiveTables>, batch: PersistBatch): Promise<void> {
    // a batch retried after a failed save carries older copies of the same match or book before
    // the newer ones: one upsert may not touch a row twice, so only the newest of each is written
    const matches = newestBy(batch.matches, (m) => String(m.fx.id));
    const odds = newestBy(batch.odds, ({ matchId, book }) => `${matchId}:${book.companyId}:${book.type}`);
    // rows are written in order (matches first) so the foreign keys of the rest always hold
    for (const part of chunks(matches, CHUNK)) {
      await db
        .insertInto('live_matches')
        .values(
          part.map((m) => ({
            id: m.fx.id,
            sport: m.fx.sport,
            league_id: m.fx.leagueId,
            home_id: m.fx.homeId,
            away_id: m.fx.awayId,
            ot: m.fx.ot,
            date: m.fx.date,
            fixture: json(m.fx),
            state: json(m.state),
            phase: json(m.phase),
            cursor: m.cursor,
            elapsed: Number.isFinite(m.elapsed) ? m.elapsed : null,
            done: m.done,
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            phase: eb.ref('excluded.phase'),
            cursor: eb.ref('excluded.cursor'),
            elapsed: eb.ref('excluded.elapsed'),
            done: eb.ref('excluded.done'),
          })),
        )
        .execute();
    }
    for (const part of chunks(batch.incidents, CHUNK)) {
      await db
        .insertInto('live_incidents')
        .values(
          part.map(({ matchId, incident, goalSeq }) => ({
            match_id: matchId,
            id: incident.id,
            body: json(incident),
            goal_seq: goalSeq ?? null,
          })),
        )
        .onConflict((oc) => oc.columns(['match_id', 'id']).doNothing())
        .execute();
    }
    for (const part of chunks(batch.textLive, CHUNK)) {
      await db
        .insertInto('live_text_lines')
        .values(part.map(({ matchId, line }) => ({ match_id: matchId, id: line.id, body: json(line) })))
        .onConflict((oc) => oc.columns(['match_id', 'id']).doNothing())
        .execute();
    }
    for (const part of chunks(odds, CHUNK)) {
      await db
        .insertInto('live_odds')
        .values(
          part.map(({ matchId, book }) => ({
            match_id: matchId,
            company_id: book.companyId,
            type: book.type,
            book: json(book),
          })),
        )
        .onConflict((oc) =>
          oc.columns(['match_id', 'company_id', 'type']).doUpdateSet((eb) => ({ book: eb.ref('excluded.book') })),
        )
        .execute();
    }
  }
}
