/**
 * Football from football-data.org (FOOTBALL_DATA_TOKEN): the client, the poller and the sync into
 * the engine, assembled for the live plugin. The leader polls and the engine plays what the feed
 * reported (pushes, alerts, stored rows as for a generated match); a follower node re-reads the
 * leader's stored fed matches at the same pace, so its HTTP answers follow without polling.
 */
import { addDays, beijingDate, type Clock } from '../../clock';
import type { LiveEngine } from '../../engine';
import type { Leadership } from '../../engine-leader';
import type { LiveStore } from '../../store';
import { FootballDataClient } from './client';
import { rememberNames } from './ids';
import { FootballDataPoller, type PollerHooks } from './poller';
import type { FootballDataSettings } from './settings';
import { FeedStandings } from './standings';
import { FeedSync } from './sync';

export interface FootballDataFeed {
  poller: FootballDataPoller;
  standings: FeedStandings;
  client: FootballDataClient;
  /** on a follower node: takes in the fed matches the leader stored (run every poll interval once started) */
  follow(): Promise<void>;
  start(): void;
  stop(): void;
}

export function footballDataFeed(opts: {
  settings: FootballDataSettings;
  engine: LiveEngine;
  leadership: Pick<Leadership, 'isLeader'>;
  store: LiveStore;
  clock: Clock;
  log: PollerHooks['log'];
  fetch?: typeof fetch;
}): FootballDataFeed {
  const { settings, engine, clock } = opts;
  for (const m of engine.matches.values()) if (m.fx.source) rememberNames(m.fx);
  const client = new FootballDataClient({ ...settings, clock, fetch: opts.fetch });
  const sync = new FeedSync(engine, clock);
  const standings = new FeedStandings(settings.competitions);
  const poller = new FootballDataPoller(client, settings, clock, {
    isLeader: () => opts.leadership.isLeader(),
    onMatches: (matches) => sync.apply(matches),
    onStandings: (_code, s) => standings.set(s),
    log: opts.log,
  });
  let follower: ReturnType<typeof setInterval> | null = null;
  const follow = async () => {
    if (opts.leadership.isLeader()) return;
    const from = addDays(beijingDate(clock.now()), -1);
    for (const stored of await opts.store.loadMatches(from, 'football')) {
      rememberNames(stored.fx);
      engine.adopt(stored);
    }
  };
  return {
    poller,
    standings,
    client,
    follow,
    start() {
      poller.start();
      follower = setInterval(() => {
        follow().catch((err: unknown) =>
          opts.log.warn({ err: String(err) }, 'football-data: reading the leader’s matches failed'),
        );
      }, settings.pollMs);
      follower.unref?.();
    },
    stop() {
      poller.stop();
      if (follower) clearInterval(follower);
      follower = null;
    },
  };
}
