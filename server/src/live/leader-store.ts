/**
 * The engine's store on a node that may not lead: saves go through only while this node leads
 * (a follower's engine plays in the shadow and writes nothing), one after another in call order;
 * on becoming leader the node writes its whole state once (every write is an idempotent upsert),
 * so whatever the old leader had not saved when it stopped is not lost.
 */
import type { Sport } from '@kickoff/shared/contracts';
import type { LiveEngine } from './engine';
import { toStored } from './engine';
import type { Leadership } from './engine-leader';
import type { LiveStore, PersistBatch } from './store';

export class LeaderStore implements LiveStore {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly inner: LiveStore,
    private readonly leadership: Leadership,
  ) {}

  loadSeed() {
    return this.inner.loadSeed();
  }

  saveSeed(seed: number) {
    // every node is configured with the same seed: the first start writes it, whoever leads
    return this.inner.saveSeed(seed);
  }

  loadMatches(fromDate: string, sport?: Sport) {
    return this.inner.loadMatches(fromDate, sport);
  }

  save(batch: PersistBatch): Promise<void> {
    if (!this.leadership.isLeader()) return Promise.resolve();
    const next = this.chain.then(() => this.inner.save(batch));
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Everything the engine holds, as one batch: matches, their incidents, text lines and odds. */
  static everything(engine: LiveEngine): PersistBatch {
    const batch: PersistBatch = { matches: [], incidents: [], textLive: [], odds: [] };
    for (const m of engine.matches.values()) {
      batch.matches.push(toStored(m));
      for (const incident of m.incidents)
        batch.incidents.push({ matchId: m.fx.id, incident, goalSeq: m.goalSeqs.get(incident.id) });
      for (const line of m.textLive) batch.textLive.push({ matchId: m.fx.id, line });
      for (const book of m.odds.values()) batch.odds.push({ matchId: m.fx.id, book });
    }
    return batch;
  }
}
