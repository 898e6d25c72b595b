/**
 * The football-data.org feed end to end below the HTTP routes: a local server replays a Premier
 * League evening (Chelsea v Arsenal going SCHEDULED → IN_PLAY → PAUSED → IN_PLAY → FINISHED with
 * goals between polls, a postponed match, a 429, a 5xx, a body that is not JSON), and the list,
 * header, pushes and table the platform reads are checked after every poll, with the poll budget.
 */
import { FOOTBALL_STATUS, type FootballListMatch } from '@kickoff/shared/contracts';
import { ManualClock } from '../../clock';
import { LiveEngine, type TickBatch } from '../../engine';
import { EngineProvider } from '../../engine-provider';
import { MemoryStore } from '../../store';
import {
  CHELSEA_ARSENAL,
  KICK_OFF,
  LIVERPOOL_CITY,
  PAFOS_MONACO,
  CELTIC_UNLISTED,
  pl,
  plStandings,
} from '../../../test-support/football-data-recordings';
import { startFakeFootballData, type FakeFootballData } from '../../../test-support/fake-football-data';
import { footballDataFeed, type FootballDataFeed } from './feed';
import { FEED_MATCH_ID_BASE, FEED_TEAM_ID_BASE } from './ids';
import { readFootballDataSettings } from './settings';

const F = FOOTBALL_STATUS;
const TOKEN = 'test-token-31';
const POLL_MS = 15_000;
const STALE_MS = 120_000;
const CA = FEED_MATCH_ID_BASE + CHELSEA_ARSENAL;

let fake: FakeFootballData;
let clock: ManualClock;
let engine: LiveEngine;
let feed: FootballDataFeed;
let provider: EngineProvider;
let batches: TickBatch[];
let store: MemoryStore;
/** injected-clock time of every request sent */
let sentAt: number[];
const warnings: string[] = [];

beforeEach(async () => {
  fake = await startFakeFootballData(TOKEN);
  clock = new ManualClock(KICK_OFF - 10 * 60_000);
  store = new MemoryStore();
  engine = fedEngine();
  await engine.load();
  batches = [];
  engine.onTick((b) => batches.push(b));
});

afterEach(async () => {
  feed.stop();
  await fake.close();
});

function fedEngine(): LiveEngine {
  return new LiveEngine({
    seed: 1,
    speed: 1,
    tickMs: 1000,
    clock,
    store,
    autoSchedule: false,
    generated: ['basketball'],
  });
}

/** The feed as the plugin assembles it, over the fake server, polling every `pollMs`. */
function build(pollMs = POLL_MS): void {
  feed = feedOn(engine, true, pollMs);
  provider = new EngineProvider(engine, new Map(), (id) => feed.standings.table(id));
}

function feedOn(on: LiveEngine, leader: boolean, pollMs = POLL_MS): FootballDataFeed {
  const settings = readFootballDataSettings({
    FOOTBALL_DATA_TOKEN: TOKEN,
    FOOTBALL_DATA_URL: fake.url,
    FOOTBALL_DATA_COMPETITIONS: 'PL,CL',
    FOOTBALL_DATA_POLL_MS: String(pollMs),
    FOOTBALL_DATA_STALE_MS: String(STALE_MS),
  });
  if (!settings) throw new Error('settings expected');
  sentAt = [];
  const recordingFetch: typeof fetch = (input, init) => {
    sentAt.push(clock.now());
    return fetch(input, init);
  };
  return footballDataFeed({
    settings,
    engine: on,
    leadership: { isLeader: () => leader },
    store,
    clock,
    log: { warn: (_o, msg) => void warnings.push(msg), info: () => undefined },
    fetch: recordingFetch,
  });
}

/** One poll at `ms` after the last, then one engine tick: the batch of what the poll changed. */
async function pollAndTick(advanceMs = POLL_MS): Promise<{ wait: number; batch: TickBatch }> {
  clock.advance(advanceMs);
  const wait = await feed.poller.pollOnce();
  clock.advance(1000);
  engine.tick();
  const batch = batches.at(-1);
  if (!batch) throw new Error('no tick');
  return { wait, batch };
}

/** Both Beijing days of the evening: 30 Nov (the earlier games) and 1 Dec (Chelsea v Arsenal, 00:30) */
function rows(): FootballListMatch[] {
  return [...provider.footballList({ tab: 'js', date: '2025-11-30' }), ...provider.footballList({ tab: 'js' })];
}

function row(id = CA): FootballListMatch {
  const r = rows().find((x) => x.id === id);
  if (!r) throw new Error(`match ${id} is not on the list`);
  return r;
}

function maxInAnyMinute(times: number[]): number {
  return Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + 60_000).length));
}

it('follows a Premier League evening through every status, keeps the last good answer, within the budget', async () => {
  build();
  fake.script('/v4/matches', { body: pl({ status: 'TIMED' }) });
  fake.script('/v4/competitions/PL/standings', { body: plStandings() });
  fake.script('/v4/competitions/CL/standings', {
    body: { competition: { id: 2001, name: 'UEFA Champions League', code: 'CL' }, standings: [] },
  });

  // first sight: the day as the feed has it, in Chinese, nothing pushed as news
  let { batch } = await pollAndTick(0);
  expect(fake.requests.every((r) => r.authorised)).toBe(true);
  expect(fake.requests[0]?.path).toBe('/v4/matches?competitions=PL%2CCL&dateFrom=2025-11-30&dateTo=2025-12-02');
  const ca = row();
  expect(ca).toMatchObject({ s: F.NOT_STARTED, li: 36, league: { name: '英超' }, round: '第13轮', sc: [0, 0] });
  expect([ca.home.name, ca.away.name]).toEqual(['切尔西', '阿森纳']);
  expect(ca.ot * 1000).toBe(KICK_OFF);
  expect(row(FEED_MATCH_ID_BASE + LIVERPOOL_CITY)).toMatchObject({ s: F.POSTPONED, home: { name: '利物浦' } });
  expect(engine.matches.get(FEED_MATCH_ID_BASE + LIVERPOOL_CITY)?.done).toBe(true);
  const pafos = row(FEED_MATCH_ID_BASE + PAFOS_MONACO);
  expect(pafos).toMatchObject({ s: F.FINISHED, sc: [2, 2], hsc: [1, 0], league: { name: '欧冠' } });
  // clubs we carry are our own clubs (their ids, follows and squads)
  expect(pafos.home.name).toBe('帕福斯');
  expect(pafos.away.name).toBe('摩纳哥');
  expect(pafos.home.id).toBeLessThan(FEED_TEAM_ID_BASE);
  // a club we do not carry gets a derived id, its Chinese name if we know it, else the provider's
  const celtic = row(FEED_MATCH_ID_BASE + CELTIC_UNLISTED);
  expect(celtic.home).toEqual({ id: FEED_TEAM_ID_BASE + 732, name: '凯尔特人' });
  expect(celtic.away).toEqual({ id: FEED_TEAM_ID_BASE + 9999, name: 'Unlisted' });
  expect(batch.goals).toEqual([]);
  expect(batch.fanEvents).toEqual([]);
  expect(provider.footballTextLive(FEED_MATCH_ID_BASE + PAFOS_MONACO)?.textLive.length ?? 0).toBeGreaterThan(0);
  // the first table came with the first round, in our ids (ranks on the list too)
  const table = provider.table({ leagueId: 36 });
  expect(table?.rows.map((r) => [r.rank, r.team.name, r.points])).toEqual([
    [1, '阿森纳', 29],
    [2, '曼城', 25],
    [3, '切尔西', 23],
    [4, '利物浦', 21],
  ]);
  expect(provider.table({ id: CA })?.rows[0]?.team.name).toBe('阿森纳');

  // kick-off
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 0] }) });
  ({ batch } = await pollAndTick(10 * 60_000));
  expect(batch.football).toContainEqual(expect.objectContaining({ id: CA, s: F.FIRST_HALF }));
  expect(batch.fanEvents.map((e) => e.alert.kind)).toEqual(['kick_off']);
  expect(provider.footballHeader(CA)).toMatchObject({ state: F.FIRST_HALF, timIng: '1', sc: [0, 0] });

  // Arsenal score between polls
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 1] }) });
  ({ batch } = await pollAndTick(19 * 60_000));
  expect(batch.goals).toEqual([
    expect.objectContaining({
      matchId: CA,
      side: 'away',
      score: [0, 1],
      home: '切尔西',
      away: '阿森纳',
      cancelled: false,
    }),
  ]);
  expect(batch.football).toContainEqual(expect.objectContaining({ id: CA, sc: [0, 1] }));
  expect(batch.matches.find((u) => u.id === CA)?.incidents).toEqual([
    expect.objectContaining({ type: 'goal', side: 'away', score: [0, 1], minute: 20 }),
  ]);
  expect(batch.fanEvents.map((e) => e.alert.kind)).toEqual(['goal']);

  // 429 with Retry-After: nothing lost, nothing asked until the wait is over
  fake.script('/v4/matches', {
    status: 429,
    body: { message: 'You reached your request limit. Wait 30 seconds.', errorCode: 429 },
    headers: { 'Retry-After': '30', 'X-RequestCounter-Reset': '30' },
  });
  let wait: number;
  ({ wait, batch } = await pollAndTick());
  expect(wait).toBeGreaterThanOrEqual(29_000);
  expect(row()).toMatchObject({ s: F.FIRST_HALF, sc: [0, 1] });
  const asked = fake.requests.length;
  await pollAndTick(10_000);
  expect(fake.requests.length).toBe(asked);

  // half-time
  fake.script('/v4/matches', { body: pl({ status: 'PAUSED', score: [0, 1], half: [0, 1] }) });
  ({ batch } = await pollAndTick(30_000));
  expect(batch.football).toContainEqual(expect.objectContaining({ id: CA, s: F.HALF_TIME, hsc: [0, 1] }));
  expect(batch.fanEvents.map((e) => e.alert.kind)).toEqual(['half_time']);
  expect(provider.footballHeader(CA)).toMatchObject({ state: F.HALF_TIME, timIng: '中场', hsc: [0, 1] });

  // a 5xx: backs off (twice the poll interval), keeps the list
  fake.script('/v4/matches', { status: 503, body: { message: 'Service Unavailable' } });
  ({ wait } = await pollAndTick());
  expect(wait).toBeGreaterThanOrEqual(2 * POLL_MS - 1000);
  expect(row()).toMatchObject({ s: F.HALF_TIME, sc: [0, 1] });

  // not JSON: the same, and the backoff grows
  fake.script('/v4/matches', { body: '<html><body>Bad Gateway</body></html>' });
  ({ wait } = await pollAndTick(2 * POLL_MS));
  expect(wait).toBeGreaterThanOrEqual(4 * POLL_MS - 1000);
  expect(feed.poller.health().lastError).toMatch(/not JSON/);
  expect(rows().length).toBe(4);
  expect(feed.poller.isStale()).toBe(false);
  // still failing past the stale age: the last good state stays, marked stale
  ({ wait } = await pollAndTick(4 * POLL_MS));
  await pollAndTick(wait);
  expect(feed.poller.isStale()).toBe(true);
  expect(warnings).toContain('football-data: no good answer for a while, data is stale');
  expect(row()).toMatchObject({ s: F.HALF_TIME, sc: [0, 1] });

  // second half, Chelsea level
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [1, 1], half: [0, 1] }) });
  ({ batch } = await pollAndTick(POLL_MS * 16));
  expect(feed.poller.isStale()).toBe(false);
  expect(batch.football).toContainEqual(expect.objectContaining({ id: CA, s: F.SECOND_HALF, sc: [1, 1] }));
  expect(batch.goals).toEqual([expect.objectContaining({ side: 'home', score: [1, 1], minute: '46' })]);
  expect(provider.footballHeader(CA)?.timIng).toBe('46');

  // full time 1-2: the final, and the PL table is asked again at once
  const tablesBefore = fake.requests.filter((r) => r.path.endsWith('/PL/standings')).length;
  fake.script('/v4/matches', { body: pl({ status: 'FINISHED', score: [1, 2], half: [0, 1] }) });
  fake.script('/v4/competitions/PL/standings', { body: plStandings(true) });
  ({ batch } = await pollAndTick(40 * 60_000));
  expect(batch.goals).toEqual([expect.objectContaining({ side: 'away', score: [1, 2] })]);
  expect(batch.football).toContainEqual(expect.objectContaining({ id: CA, s: F.FINISHED, sc: [1, 2] }));
  expect(batch.fanEvents.map((e) => e.alert.kind)).toEqual(['goal', 'full_time']);
  expect(fake.requests.filter((r) => r.path.endsWith('/PL/standings')).length).toBe(tablesBefore + 1);
  expect(provider.table({ leagueId: 36 })?.rows[0]).toMatchObject({ team: { name: '阿森纳' }, played: 13, points: 32 });
  const text = provider.footballTextLive(CA)?.textLive.map((l) => l.text) ?? [];
  expect(text).toEqual(expect.arrayContaining(['比赛开始！', '全场比赛结束，最终比分 1-2。']));
  expect(engine.matches.get(CA)?.done).toBe(true);
  // the same final answer again: nothing played, pushed or written
  const saves = store.saves;
  ({ batch } = await pollAndTick());
  expect(batch.football.filter((p) => p.id === CA)).toEqual([]);
  expect(engine.matches.get(CA)?.done).toBe(true);
  await engine.flush();
  expect(store.saves).toBe(saves);

  // the budget: never more than 10 requests in any minute of the (injected) clock
  expect(maxInAnyMinute(sentAt)).toBeLessThanOrEqual(10);
});

it('spends at most the plan’s ten requests a minute when polled flat out', async () => {
  // a poll interval shorter than the budget allows: the bucket, not the interval, holds it back
  build(1000);
  fake.script('/v4/matches', { body: pl({ status: 'TIMED' }) });
  fake.script('/v4/competitions/PL/standings', { body: plStandings() });
  fake.script('/v4/competitions/CL/standings', {
    status: 403,
    body: {
      message: 'The resource you are looking for is restricted and apparently not within your permissions.',
      errorCode: 403,
    },
  });
  for (let i = 0; i < 60; i++) {
    clock.advance(1000);
    await feed.poller.pollOnce();
  }
  expect(sentAt.length).toBeGreaterThan(5);
  expect(maxInAnyMinute(sentAt)).toBeLessThanOrEqual(10);
  expect(fake.requests.length).toBe(sentAt.length);
  // a table the plan refuses is not asked again before its period (FOOTBALL_DATA_STANDINGS_MS)
  expect(fake.requests.filter((r) => r.path.endsWith('/CL/standings')).length).toBe(1);
});

it('names the scorers and books the cards when the tier carries goals and bookings', async () => {
  build();
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 0] }) });
  fake.script('/v4/competitions/PL/standings', { body: plStandings() });
  clock.set(KICK_OFF + 5 * 60_000);
  await pollAndTick(0);
  const live = pl({ status: 'IN_PLAY', score: [0, 1], minute: 38 });
  const ca = live.matches[0];
  if (!ca) throw new Error('recording expected');
  ca.goals = [
    {
      minute: 37,
      type: 'PENALTY',
      team: { id: 57 },
      scorer: { id: 7784, name: 'Bukayo Saka' },
      assist: null,
      score: { home: 0, away: 1 },
    },
  ];
  ca.bookings = [
    { minute: 35, team: { id: 61 }, player: { id: 8004, name: 'Wesley Fofana' }, card: 'YELLOW' },
    { minute: 36, team: { id: 61 }, player: { id: 8004, name: 'Wesley Fofana' }, card: 'YELLOW_RED' },
  ];
  fake.script('/v4/matches', { body: live });
  const { batch } = await pollAndTick();
  expect(batch.goals).toEqual([
    expect.objectContaining({ side: 'away', player: 'Bukayo Saka', minute: '37', score: [0, 1] }),
  ]);
  expect(batch.fanEvents.map((e) => e.alert.kind)).toEqual(['red_card', 'goal']);
  expect(row()).toMatchObject({ sc: [0, 1], yc: [2, 0], rc: [1, 0] });
  expect(provider.footballTextLive(CA)?.events.map((i) => [i.type, i.player])).toEqual([
    ['yellow', 'Wesley Fofana'],
    ['second_yellow', 'Wesley Fofana'],
    ['penalty', 'Bukayo Saka'],
  ]);
  // the same answer again changes nothing
  const again = await pollAndTick();
  expect(again.batch.goals).toEqual([]);
  expect(again.batch.fanEvents).toEqual([]);
  // both sides scored between two polls: the goals come in the order they were scored
  const later = pl({ status: 'IN_PLAY', score: [1, 2], half: [0, 1], minute: 61 });
  const next = later.matches[0];
  if (!next) throw new Error('recording expected');
  next.goals = [
    ...ca.goals,
    {
      minute: 50,
      type: 'REGULAR',
      team: { id: 57 },
      scorer: { id: 7785, name: 'Martin Ødegaard' },
      score: { home: 0, away: 2 },
    },
    {
      minute: 60,
      type: 'REGULAR',
      team: { id: 61 },
      scorer: { id: 8100, name: 'Cole Palmer' },
      score: { home: 1, away: 2 },
    },
  ];
  next.bookings = ca.bookings;
  fake.script('/v4/matches', { body: later });
  const both = await pollAndTick();
  expect(both.batch.goals.map((g) => [g.player, g.score])).toEqual([
    ['Martin Ødegaard', [0, 2]],
    ['Cole Palmer', [1, 2]],
  ]);
});

it('resumes the fed matches after a restart and plays on from what the feed says next', async () => {
  build();
  fake.script('/v4/competitions/PL/standings', { body: plStandings() });
  fake.script('/v4/matches', { body: pl({ status: 'TIMED' }) });
  await pollAndTick(0);
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 1] }) });
  await pollAndTick(10 * 60_000 + 20 * 60_000);
  fake.script('/v4/matches', { body: pl({ status: 'PAUSED', score: [0, 1], half: [0, 1] }) });
  await pollAndTick(30 * 60_000);
  await engine.stop();
  feed.stop();
  expect(store.matches.get(CA)?.fx.source).toBe('football-data');

  // a new process on the same store: the fed match is back as it was, before any poll
  engine = fedEngine();
  await engine.load();
  batches = [];
  engine.onTick((b) => batches.push(b));
  build();
  expect(row()).toMatchObject({ s: F.HALF_TIME, sc: [0, 1], hsc: [0, 1], home: { name: '切尔西' } });
  expect(store.matches.get(FEED_MATCH_ID_BASE + CELTIC_UNLISTED)?.fx.names).toEqual({
    home: '凯尔特人',
    away: 'Unlisted',
  });
  // the first answer after the restart is history (no push); the next one is news
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 1], half: [0, 1] }) });
  let { batch } = await pollAndTick(20 * 60_000);
  expect(batch.goals).toEqual([]);
  expect(row()).toMatchObject({ s: F.SECOND_HALF, sc: [0, 1] });
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [1, 1], half: [0, 1] }) });
  ({ batch } = await pollAndTick());
  expect(batch.goals).toEqual([expect.objectContaining({ matchId: CA, side: 'home', score: [1, 1] })]);
  expect(engine.matches.get(CA)?.incidents.map((i) => i.score)).toEqual([
    [0, 1],
    [1, 1],
  ]);
});

it('polls only on the leader; a follower shows what the leader stored', async () => {
  build();
  const follower = fedEngine();
  await follower.load();
  const followerFeed = feedOn(follower, false);
  fake.script('/v4/competitions/PL/standings', { body: plStandings() });
  fake.script('/v4/matches', { body: pl({ status: 'IN_PLAY', score: [0, 1] }) });
  clock.set(KICK_OFF + 20 * 60_000);
  await followerFeed.poller.pollOnce();
  expect(fake.requests).toEqual([]);
  await pollAndTick(0);
  await engine.flush();
  const asked = fake.requests.length;
  await followerFeed.follow();
  expect(fake.requests.length).toBe(asked);
  const seen = new EngineProvider(follower).footballList({ tab: 'js' }).find((r) => r.id === CA);
  expect(seen).toMatchObject({ s: F.FIRST_HALF, sc: [0, 1], home: { name: '切尔西' } });
});
