/**
 * The real server with FOOTBALL_DATA_URL pointing at the local replaying server: football on the
 * public list is the feed's (the engine generates basketball only), and a goal the feed reports
 * between polls reaches a list:football subscriber as the engine's goal push.
 */
import {
  FOOTBALL_STATUS,
  LIVE_PATHS,
  MessageCodes,
  PLATFORM,
  type FootballListMatch,
  type GoalAlert,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { startFakeFootballData, type FakeFootballData } from '../../../test-support/fake-football-data';
import { CHELSEA_ARSENAL, pl, plStandings } from '../../../test-support/football-data-recordings';
import { startServer, type RunningServer } from '../../../test-support/server';
import { until } from '../../../test-support/until';
import { connect } from '../../../test-support/ws';
import { FEED_MATCH_ID_BASE } from './ids';

const TOKEN = 'server-test-token';
const CA = FEED_MATCH_ID_BASE + CHELSEA_ARSENAL;
/** kick-off twenty minutes ago: Chelsea v Arsenal is in its first half */
const kickOff = Date.now() - 20 * 60_000;
/** its Beijing date, the list's day */
const day = new Date(kickOff + 8 * 3600_000).toISOString().slice(0, 10);
let fake: FakeFootballData;
let server: RunningServer;

beforeAll(async () => {
  fake = await startFakeFootballData(TOKEN);
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 0] }, kickOff) });
  fake.script('/v4/competitions/PL/standings', { body: plStandings() });
  server = await startServer(39437, {
    FOOTBALL_DATA_TOKEN: TOKEN,
    FOOTBALL_DATA_URL: fake.url,
    FOOTBALL_DATA_COMPETITIONS: 'PL',
    FOOTBALL_DATA_POLL_MS: '300',
    FOOTBALL_DATA_RATE_PER_MIN: '600',
    LIVE_TICK_MS: '200',
  });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function footballList(): Promise<FootballListMatch[]> {
  const res = await fetch(`${server.url}${LIVE_PATHS.footballLive}?platform=${PLATFORM}&date=${day}`);
  return ((await res.json()) as { data: FootballListMatch[] }).data;
}

it('serves the feed’s football on the public list and pushes its goals', async () => {
  // the feed's status reaches the list with the engine's next tick after the poll that added the match
  const live = await until(
    async () => (await footballList()).find((r) => r.id === CA && r.s === FOOTBALL_STATUS.FIRST_HALF),
    30_000,
  );
  expect(live).toMatchObject({ s: 2, sc: [0, 0], league: { name: '英超' } });
  expect([live.home.name, live.away.name]).toEqual(['切尔西', '阿森纳']);
  // no generated football beside the feed's; basketball is still the engine's
  expect((await footballList()).every((r) => r.id >= FEED_MATCH_ID_BASE)).toBe(true);
  const basketball = (await (await fetch(`${server.url}${LIVE_PATHS.basketballMatches}`)).json()) as {
    data: unknown[];
  };
  expect(basketball.data.length).toBeGreaterThan(0);
  expect(fake.requests.every((r) => r.authorised)).toBe(true);
  // ops see the feed's health on /readyz: this node polls, its last match answer was good (a table
  // the stand-in does not serve may have failed meanwhile: lastError says which)
  const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { data: { feeds: Record<string, unknown> } };
  expect(ready.data.feeds.footballData).toMatchObject({ polling: true, stale: false, failures: 0 });
  expect((ready.data.feeds.footballData as { lastGoodAt: number }).lastGoodAt).toBeGreaterThan(kickOff);

  const ws = await connect(server.wsUrl);
  ws.sendJson({ t: 'sub', topic: 'list:football' });
  await ws.next((m) => typeof m !== 'string' && m.code === MessageCodes.SUBSCRIBED);
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 1] }, kickOff) });
  const alert = (await ws.next(
    (m) => typeof m !== 'string' && m.code === MessageCodes.GOAL_ALERT,
    15_000,
  )) as ServerMessage<GoalAlert>;
  expect(alert.data).toMatchObject({ matchId: CA, side: 'away', score: [0, 1], home: '切尔西', away: '阿森纳' });
  expect((await footballList()).find((r) => r.id === CA)?.sc).toEqual([0, 1]);
  ws.close();
}, 120_000);
