import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { Value } from '@sinclair/typebox/value';
import { Type as T, type Static, type TSchema } from '@sinclair/typebox';
import {
  LIVE_PATHS,
  MessageCodes,
  isFootballFinished,
  isFootballLive,
  isUpcoming,
  type BasketballBoxScore,
  type BasketballDetail,
  type FootballLineup,
  type FootballTrend,
  type GoalAlert,
  type ListUpdate,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { installErrorHandling } from '../http/error-handler';
import { createHub, type Hub } from '../realtime/hub';
import socketRoutes from '../realtime/socket-routes';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { connect } from '../test-support/ws';
import type { TypeBoxProvider } from '../typebox';
import { ManualClock, beijingMidnight } from './clock';
import { DbStore } from './db-store';
import { LiveEngine } from './engine';
import { EngineProvider } from './engine-provider';
import { publishBatch } from './pushes';
import { liveRoutes } from './routes';
import * as S from './schemas';

/** the trend call's schema is the contract's type, both ways */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const trendSchemaIsContract: Same<Static<typeof S.TrendSchema>, FootballTrend> = true;
export const lineupSchemaIsContract: Same<Static<typeof S.LineupSchema>, FootballLineup> = true;

const PORT = 39311;
const START = beijingMidnight('2026-06-11') + 21 * 3600_000;

let testDb: OpenTestDb;
let hub: Hub;
let engine: LiveEngine;
let clock: ManualClock;
let app: ReturnType<typeof Fastify>;

function newEngine(c: ManualClock) {
  return new LiveEngine({ seed: 99, speed: 60, tickMs: 1000, clock: c, store: new DbStore(testDb.db), daysAhead: 1 });
}

beforeAll(async () => {
  testDb = await openTestDb();
  hub = createHub({ allowedOrigins: [], resolveUser: async () => null });
  clock = new ManualClock(START);
  engine = newEngine(clock);
  await engine.load();
  engine.onTick((batch) => publishBatch(hub, batch));
  const a = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxProvider>();
  a.decorate('hub', hub);
  installErrorHandling(a);
  await a.register(websocket);
  await a.register(socketRoutes);
  await a.register(liveRoutes(new EngineProvider(engine)));
  await a.listen({ port: PORT, host: '127.0.0.1' });
  app = a as unknown as ReturnType<typeof Fastify>;
}, 60_000);

afterAll(async () => {
  await engine.stop();
  await app.close();
  await hub.close();
  await testDb.close();
});

async function call(url: string) {
  // over real HTTP: light-my-request (app.inject) pulls in an ESM-only module jest cannot load
  const res = await fetch(`http://127.0.0.1:${PORT}${url}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; data: unknown; msg: string };
}

async function data(url: string, schema: TSchema) {
  const body = await call(url);
  expect(body.code).toBe(200);
  expect(Value.Errors(schema, body.data).First()).toBeUndefined();
  return body.data;
}

const FOOTBALL_ROW_KEYS = [
  'id',
  's',
  'li',
  'league',
  'ot',
  'kt',
  'isShow',
  'timIng',
  'round',
  'home',
  'away',
  'sc',
  'hsc',
  'rc',
  'yc',
  'cn',
  'hot',
  'hasVideo',
  'hasAnim',
];

describe('hot lists: serialised once per tick, ETag/304', () => {
  const url = `http://127.0.0.1:${PORT}/api/live/football/v1_1/live?platform=4`;

  it('answers 304 to the same ETag until the engine moves the list, then a new body and ETag', async () => {
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    const body = await first.text();
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // the same tick: the same bytes for every caller, and a conditional call costs no body
    expect(await (await fetch(url)).text()).toBe(body);
    const again = await fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // kick-offs and played minutes change the rows: the old ETag no longer matches
    let moved: Response | undefined;
    for (let i = 0; i < 30 && !moved; i++) {
      clock.advance(5 * 60_000);
      engine.tick();
      const res = await fetch(url, { headers: { 'if-none-match': etag as string } });
      if (res.status === 200) moved = res;
    }
    expect(moved?.headers.get('etag')).not.toBe(etag);
    expect(((await moved?.json()) as { code: number }).code).toBe(200);
  });

  it('sends the cached answer compressed when asked, decoding to the same JSON', async () => {
    const plain = await (await fetch(url)).text();
    const { gunzipSync } = await import('node:zlib');
    const res = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      // fetch decodes for us; a raw request shows what went over the wire
      import('node:http').then(
        ({ get }) =>
          get(url, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve({ encoding: r.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
          }).on('error', reject),
        reject,
      );
    });
    expect(res.encoding).toBe('gzip');
    expect(gunzipSync(res.bytes).toString('utf8')).toBe(plain);
  });
});

describe('live calls', () => {
  it("lists today's football with the contract fields, live first, platform=4", async () => {
    const list = (await data('/api/live/football/v1_1/live?platform=4', T.Array(S.FootballListMatchSchema))) as Array<
      Record<string, unknown>
    >;
    expect(list.length).toBeGreaterThanOrEqual(95);
    for (const row of list) for (const k of FOOTBALL_ROW_KEYS) expect(row).toHaveProperty(k);
    // live first, then upcoming, then finished, then postponed/cancelled and the like
    const group = (s: number) => (isFootballLive(s) ? 0 : isUpcoming(s) ? 1 : isFootballFinished(s) ? 2 : 3);
    const groups = list.map((r) => group(r.s as number));
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(groups).toEqual(expect.arrayContaining([1, 2]));
    for (const r of list.filter((x) => group(x.s as number) === 0))
      expect(r.timIng).toMatch(/^(\d+|45\+|90\+|120\+|中场|点球|加时|中断)$/);
  });

  it('answers every football call in its contract shape', async () => {
    const list = (await call('/api/live/football/v1_1/live')).data as Array<{ id: number; s: number; li: number }>;
    const live = list.find((r) => isFootballLive(r.s));
    const id = (live ?? list[0])?.id as number;
    const sg = (await data('/api/live/football/match?tab=sg', T.Array(S.FootballListMatchSchema))) as Array<{
      s: number;
    }>;
    expect(sg.length).toBeGreaterThan(80);
    expect(sg.every((r) => [8, 11, 12].includes(r.s))).toBe(true);
    const sc = (await data(
      '/api/live/football/match?tab=sc&date=2026-06-12',
      T.Array(S.FootballListMatchSchema),
    )) as Array<{ s: number }>;
    expect(sc.every((r) => !isFootballFinished(r.s))).toBe(true);
    const jczq = (await data('/api/live/football/jczq', T.Array(S.FootballListMatchSchema))) as Array<{ jczq: string }>;
    expect(jczq.length).toBeGreaterThan(10);
    expect(jczq.map((r) => r.jczq)).toEqual([...jczq.map((r) => r.jczq)].sort());
    expect(jczq[0]?.jczq).toMatch(/^周四001$/);
    await data('/api/live/football/bjdc', T.Array(S.FootballListMatchSchema));
    await data('/api/live/football/lottery', T.Array(S.FootballListMatchSchema));
    const filter = (await data('/api/live/football/filter?leagues=36,31', S.FilterSchema)) as Array<{
      letter: string;
      countList: Array<{ leagueId: number; isChecked: boolean; count: number }>;
    }>;
    const items = filter.flatMap((g) => g.countList);
    const today = (await call('/api/live/football/v1_1/live')).data as Array<{ li: number }>;
    expect(items.find((i) => i.leagueId === 36)).toMatchObject({
      isChecked: true,
      count: today.filter((r) => r.li === 36).length,
    });
    expect(filter.find((g) => g.countList.some((i) => i.leagueId === 36))?.letter).toBe('Y');
    expect(items.find((i) => i.leagueId === 34)?.isChecked).toBe(false);
    const filtered = (await call('/api/live/football/v1_1/live?leagues=36')).data as Array<{
      li: number;
      isShow: number;
    }>;
    expect(filtered.every((r) => r.isShow === (r.li === 36 ? 1 : 0))).toBe(true);

    const header = (await data(`/api/live/fb/match/live/navigation/${id}`, S.HeaderSchema)) as { id: number };
    expect(header.id).toBe(id);
    const text = (await data(`/api/live/fb/match/live/textLive/${id}`, S.TextLiveSchema)) as {
      statistic: Array<{ type: number }>;
      pies: Array<{ type: number; home: number; away: number }>;
    };
    expect(text.statistic.map((s) => s.type)).toEqual([2, 3, 4, 23, 24]);
    expect(text.pies.map((p) => p.type)).toEqual([70, 21, 25]);
    expect((text.pies[2]?.home ?? 0) + (text.pies[2]?.away ?? 0)).toBe(100);
    const trend = (await data(LIVE_PATHS.footballTrend(id), S.TrendSchema)) as FootballTrend;
    expect(trend.prematch.home + trend.prematch.draw + trend.prematch.away).toBeCloseTo(1, 2);
    const lineup = (await data(LIVE_PATHS.footballLineup(id), S.LineupSchema)) as FootballLineup;
    expect(lineup.published).toBe(true);
    expect([lineup.home?.starters.length, lineup.away?.starters.length]).toEqual([11, 11]);
    // a match more than an hour away has no team sheet yet
    const later = [...engine.matches.values()].find(
      (m) => m.fx.sport === 'football' && m.fx.fate === 'normal' && m.fx.ot * 1000 > clock.now() + 2 * 3600_000,
    );
    const unpublished = (await data(LIVE_PATHS.footballLineup(later!.fx.id), S.LineupSchema)) as FootballLineup;
    expect(unpublished).toMatchObject({ published: false, publishAt: later!.fx.ot - 3600, home: null, away: null });
    await data(`/api/live/fb/match/analysis/future/${id}`, S.FutureSchema);
    const table = (await data(`/api/live/fb/match/analysis/table?leagueId=36`, S.TableSchema)) as {
      rows: Array<{ rank: number; points: number }>;
    };
    expect(table.rows).toHaveLength(20);
    expect(table.rows.map((r) => r.points)).toEqual([...table.rows.map((r) => r.points)].sort((a, b) => b - a));
    await data(`/api/live/fb/match/analysis/table?id=${id}`, S.TableSchema);
    await data(`/api/live/fb/match/analysis/history?id=${id}`, S.HistorySchema);
    await data('/api/live/tv/match-list', S.TvListSchema);
    for (const type of [1, 2, 3]) {
      const odds = (await data(`/api/live/odds/${id}?type=${type}`, S.OddsRowsSchema)) as Array<{
        companyId: number;
        type: number;
      }>;
      expect(odds.length).toBeGreaterThanOrEqual(6);
      expect(odds.every((o) => o.type === type)).toBe(true);
    }
    const companies = (await data('/api/live/odds/company', S.CompaniesSchema)) as Array<{ nameZh: string }>;
    expect(companies.map((c) => c.nameZh)).toEqual(
      expect.arrayContaining(['澳门', '皇冠', '365', '易胜博', '韦德', '立博']),
    );
    const history = (await data(`/api/live/odds/history/${id}?companyId=1&type=2`, S.OddsHistorySchema)) as Array<{
      time: number;
    }>;
    expect(history.length).toBeGreaterThanOrEqual(1);
    await data('/api/live/hot/list', S.HotSchema);
    await data(`/api/live/snapshot?topic=match:${id}`, S.SnapshotSchema);
    await data('/api/live/snapshot?topic=list:football', S.SnapshotSchema);
  });

  it('answers every basketball call in its contract shape', async () => {
    const list = (await data('/api/live/basketball/match', T.Array(S.BasketballListMatchSchema))) as Array<{
      id: number;
    }>;
    expect(list.length).toBeGreaterThanOrEqual(25);
    const id = list[0]?.id as number;
    const filter = (await data('/api/live/basketball/filter', S.FilterSchema)) as Array<{
      countList: Array<{ name: string }>;
    }>;
    expect(filter.flatMap((g) => g.countList.map((c) => c.name))).toEqual(expect.arrayContaining(['NBA', 'CBA']));
    const detail = (await data(`/api/live/basket/match/detail/${id}`, S.BasketballDetailSchema)) as BasketballDetail;
    const box = (await data(LIVE_PATHS.basketballBoxScore(id), S.BoxScoreSchema)) as BasketballBoxScore;
    for (const side of ['home', 'away'] as const) {
      const lines = [...box[side]!.starters, ...box[side]!.bench];
      const total = (k: 'points' | 'rebounds' | 'assists') => lines.reduce((t, p) => t + p[k], 0);
      expect(box[side]!.starters).toHaveLength(5);
      expect([total('points'), total('rebounds'), total('assists')]).toEqual([
        detail.stats[side].points,
        detail.stats[side].rebounds,
        detail.stats[side].assists,
      ]);
    }
    for (const type of [1, 2, 3]) await data(`/api/live/basket/zhi/index?id=${id}&type=${type}`, S.OddsRowsSchema);
    await data(`/api/live/basket/zhi/history?id=${id}&companyId=3&type=1`, S.OddsHistorySchema);
    await data('/api/live/basket/zhi/company', S.CompaniesSchema);
    await data('/api/live/snapshot?topic=list:basketball', S.SnapshotSchema);
  });

  it('turns bad ids and params into PARAM_INVALID or NOT_FOUND, never a 500', async () => {
    const football = ((await call('/api/live/football/v1_1/live')).data as Array<{ id: number }>)[0]?.id as number;
    const basketball = ((await call('/api/live/basketball/match')).data as Array<{ id: number }>)[0]?.id as number;
    const cases: Array<[string, number]> = [
      ['/api/live/fb/match/live/navigation/abc', 40001],
      ['/api/live/fb/match/live/navigation/123', 40004],
      [`/api/live/fb/match/live/navigation/${basketball}`, 40004],
      ['/api/live/odds/1?type=7', 40001],
      [`/api/live/odds/history/${football}?companyId=999&type=1`, 40004],
      ['/api/live/odds/history/1', 40001],
      ['/api/live/football/match?date=2026-02-31x', 40001],
      ['/api/live/football/match?tab=zz', 40001],
      ['/api/live/fb/match/analysis/table', 40001],
      ['/api/live/fb/match/analysis/table?leagueId=999', 40004],
      ['/api/live/basket/zhi/index?id=1', 40004],
      [`/api/live/basket/match/detail/${football}`, 40004],
      ['/api/live/fb/match/live/lineup/abc', 40001],
      [`/api/live/fb/match/live/lineup/${basketball}`, 40004],
      [`/api/live/basket/match/boxscore/${football}`, 40004],
      ['/api/live/basket/match/boxscore/abc', 40001],
      ['/api/live/snapshot?topic=user:1', 40001],
      ['/api/live/snapshot?topic=match:1', 40004],
    ];
    for (const [url, code] of cases) expect([url, (await call(url)).code]).toEqual([url, code]);
  });
});

describe('realtime pushes', () => {
  it('delivers a goal to a list:football subscriber within one engine tick of it happening', async () => {
    const probe = await connect(`ws://127.0.0.1:${PORT}/imserver`);
    probe.sendJson({ t: 'sub', topic: 'list:football' });
    await probe.next((m) => typeof m !== 'string' && m.code === MessageCodes.SUBSCRIBED);
    let goal: GoalAlert | undefined;
    for (let i = 0; i < 20_000 && !goal; i++) {
      clock.advance(1000);
      goal = engine.tick().goals[0];
    }
    expect(goal).toBeDefined();
    // the push goes out in the same tick: it must be there before the next one (1 s) is due
    const alert = (await probe.next(
      (m) => typeof m !== 'string' && m.code === MessageCodes.GOAL_ALERT,
      1000,
    )) as ServerMessage<GoalAlert>;
    expect(alert.topic).toBe('list:football');
    expect(alert.data).toEqual(goal);
    const list = (await probe.next(
      (m) => typeof m !== 'string' && m.code === MessageCodes.LIST_UPDATE,
      1000,
    )) as ServerMessage<ListUpdate>;
    expect(list.data.sport).toBe('football');
    const patch = list.data.matches.find((p) => p.id === goal?.matchId);
    if (patch && 'sc' in patch && patch.sc) expect(patch.sc).toEqual(goal?.score);
    probe.close();
  });

  it('stores what happened so a restarted engine resumes from the database', async () => {
    for (let i = 0; i < 20; i++) {
      clock.advance(1000);
      engine.tick();
    }
    await engine.flush();
    const resumed = newEngine(new ManualClock(clock.now()));
    await resumed.load();
    const view = (e: LiveEngine) =>
      [...e.matches.values()]
        .filter((m) => m.fb)
        .sort((a, b) => a.fx.id - b.fx.id)
        .map((m) => [m.fx.id, m.fb?.sc, m.fb?.s, m.incidents.length, m.textLive.length]);
    expect(view(resumed)).toEqual(view(engine));
  });
});
