/** Where the engine keeps what happened, so a restart resumes instead of starting over. */
import type { Incident, Sport, TextLiveLine } from '@kickoff/shared/contracts';
import type { OddsBook } from './match-runtime';
import type { BasketballState, Fixture, FootballState } from './types';

/** A match as stored: the fixture, the state and cursor, and everything revealed so far. */
export interface StoredMatch {
  fx: Fixture;
  cursor: number;
  elapsed: number;
  done: boolean;
  state: FootballState | BasketballState;
  phase: { from: number; base: number; cap: number };
  incidents: Incident[];
  textLive: TextLiveLine[];
  odds: OddsBook[];
}

export interface PersistBatch {
  /** matches whose fixture or state changed (upserted) */
  matches: StoredMatch[];
  /** `goalSeq` on goal incidents: the alert's sequence (goal-alerts.ts), stored for the refill */
  incidents: Array<{ matchId: number; incident: Incident; goalSeq?: number }>;
  textLive: Array<{ matchId: number; line: TextLiveLine }>;
  /** books whose line changed (upserted with their full history) */
  odds: Array<{ matchId: number; book: OddsBook }>;
}

export interface LiveStore {
  /** the seed the stored day was played with, or null on an empty store */
  loadSeed(): Promise<number | null>;
  saveSeed(seed: number): Promise<void>;
  /** every match listed on or after `fromDate` (of one sport when given) */
  loadMatches(fromDate: string, sport?: Sport): Promise<StoredMatch[]>;
  save(batch: PersistBatch): Promise<void>;
}

/** Keeps nothing: for tests and benches that do not need a database. */
export class MemoryStore implements LiveStore {
  seed: number | null = null;
  readonly matches = new Map<number, StoredMatch>();
  saves = 0;
  async loadSeed() {
    return this.seed;
  }
  async saveSeed(seed: number) {
    this.seed = seed;
  }
  async loadMatches(fromDate: string, sport?: Sport) {
    return [...this.matches.values()]
      .filter((m) => m.fx.date >= fromDate && (sport === undefined || m.fx.sport === sport))
      .map((m) => structuredClone(m));
  }
  async save(batch: PersistBatch) {
    this.saves += 1;
    for (const m of batch.matches)
      this.matches.set(
        m.fx.id,
        structuredClone({
          ...m,
          incidents: this.matches.get(m.fx.id)?.incidents ?? [],
          textLive: this.matches.get(m.fx.id)?.textLive ?? [],
          odds: this.matches.get(m.fx.id)?.odds ?? [],
        }),
      );
    for (const { matchId, incident } of batch.incidents)
      this.matches.get(matchId)?.incidents.push(structuredClone(incident));
    for (const { matchId, line } of batch.textLive) this.matches.get(matchId)?.textLive.push(structuredClone(line));
    for (const { matchId, book } of batch.odds) {
      const m = this.matches.get(matchId);
      if (!m) continue;
      m.odds = m.odds.filter((b) => !(b.companyId === book.companyId && b.type === book.type));
      m.odds.push(structuredClone(book));
    }
  }
}
