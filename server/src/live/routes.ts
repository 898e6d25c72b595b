/**
 * Every live call of docs/product.md §7 under the live API's `/api` prefix (LIVE_PATHS), answered from the
 * LiveProvider, plus the hot list (the /live/hot page) and the snapshot of a topic (resync after a
 * (re)subscribe). The default export also runs the built-in engine for the app: it resumes from
 * the database, ticks every LIVE_TICK_MS and publishes each tick's changes through the hub.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ErrorCodes,
  HOT_LIST_PATH,
  LIVE_PATHS,
  TOPIC_PATTERN,
  ok,
  type OddsType,
  type Sport,
  type Topic,
} from '@kickoff/shared/contracts';
import { optionalUserId } from '../auth/guard';
import { followedTeamIds } from '../database/team-follows';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';
import { systemClock } from './clock';
import { DbStore } from './db-store';
import { LiveEngine } from './engine';
import { EngineProvider } from './engine-provider';
import { footballDataFeed } from './feeds/football-data/feed';
import { redisLeadership, soleLeadership } from './engine-leader';
import { LeaderStore } from './leader-store';
import type { ListQuery, LiveProvider } from './provider';
import { loadImportedSeasons } from './import/imported-results';
import { goalAlertRoutes } from './goal-alert-routes';
import { dbGoalLog } from './goal-alerts';
import { publishBatch } from './pushes';
import { dbFollowers, fanAlertSender } from './fan-alerts';
import { varMatchRoute } from './dev-fixture';
import { createSerialisedCache } from './serialised-cache';
import * as S from './schemas';

const notFound = () => new AppError(ErrorCodes.NOT_FOUND, '比赛不存在');

function found<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

const ids = (text?: string) => (text ? text.split(',').map(Number) : undefined);

function listQuery(q: { date?: string; tab?: ListQuery['tab']; leagues?: string; ids?: string }): ListQuery {
  if (q.date && Number.isNaN(Date.parse(`${q.date}T00:00:00Z`)))
    throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：date');
  return { date: q.date, tab: q.tab, leagues: ids(q.leagues), ids: ids(q.ids) };
}

const IdParams = Type.Object({ id: S.MatchId });
const tags = ['live'];

/** The teams the caller follows (none for a visitor). */
export type FollowedTeamsOf = (req: FastifyRequest) => Promise<number[]>;

/**
 * The routes over any provider (tests pass one over an engine they drive by hand). `hotBudget`:
 * requests per minute per caller on the cached lists (served from one buffer, so generous).
 * `teamsOf`: a fan who follows teams gets the hot list with their next matches first — answered
 * for that fan alone, outside the shared cache.
 */
export function liveRoutes(
  provider: LiveProvider,
  hotBudget = 3000,
  teamsOf: FollowedTeamsOf = async () => [],
): RoutePlugin {
  return async (app) => {
    const cache = createSerialisedCache();
    const config = { rateLimit: { max: hotBudget, timeWindow: 60_000 } };
    /** A hot answer: serialised once per engine version for every caller, with ETag/304. */
    const hot = <T>(req: FastifyRequest, reply: FastifyReply, make: () => T) =>
      provider.version ? cache.send(req, reply, req.url, provider.version(), () => ok(make())) : reply.send(ok(make()));
    const lists = [
      [LIVE_PATHS.footballLive, '足球即时比分列表（platform=4）'],
      [LIVE_PATHS.footballMatches, '足球赛果/赛程（date + tab）'],
    ] as const;
    for (const [path, summary] of lists) {
      app.get(
        path,
        {
          config,
          schema: {
            tags,
            summary,
            querystring: S.ListQuerySchema,
            response: responses(Type.Array(S.FootballListMatchSchema)),
          },
        },
        async (req, reply) => hot(req, reply, () => provider.footballList(listQuery(req.query))),
      );
    }
    const lotteries = [
      [LIVE_PATHS.footballLottery, 'all', '竞彩+北单'],
      [LIVE_PATHS.footballJczq, 'jczq', '竞彩足球（周三001…）'],
      [LIVE_PATHS.footballBjdc, 'bjdc', '北京单场'],
    ] as const;
    for (const [path, list, summary] of lotteries) {
      app.get(
        path,
        {
          config,
          schema: {
            tags,
            summary,
            querystring: Type.Object({ platform: Type.Optional(Type.Integer()), date: Type.Optional(S.DateParam) }),
            response: responses(Type.Array(S.FootballListMatchSchema)),
          },
        },
        async (req, reply) => hot(req, reply, () => provider.lotteryList(list, req.query.date)),
      );
    }
    for (const sport of ['football', 'basketball'] as const) {
      app.get(
        LIVE_PATHS.filter(sport),
        {
          config,
          schema: {
            tags,
            summary: '赛事筛选（按字母分组）',
            querystring: S.ListQuerySchema,
            response: responses(S.FilterSchema),
          },
        },
        async (req, reply) => hot(req, reply, () => provider.leagueFilter(sport, listQuery(req.query))),
      );
    }
    app.get(
      LIVE_PATHS.basketballMatches,
      {
        config,
        schema: {
          tags,
          summary: '篮球比分列表',
          querystring: S.ListQuerySchema,
          response: responses(Type.Array(S.BasketballListMatchSchema)),
        },
      },
      async (req, reply) => hot(req, reply, () => provider.basketballList(listQuery(req.query))),
    );

    app.get(
      LIVE_PATHS.footballHeader(':id'),
      { schema: { tags, summary: '足球详情头部', params: IdParams, response: responses(S.HeaderSchema) } },
      async (req) => ok(found(provider.footballHeader(req.params.id))),
    );
    app.get(
      LIVE_PATHS.footballTextLive(':id'),
      {
        schema: { tags, summary: '文字直播、技术统计、事件', params: IdParams, response: responses(S.TextLiveSchema) },
      },
      async (req) => ok(found(provider.footballTextLive(req.params.id))),
    );
    app.get(
      LIVE_PATHS.footballTrend(':id'),
      { schema: { tags, summary: '攻势图与胜率走势（每分钟）', params: IdParams, response: responses(S.TrendSchema) } },
      async (req) => ok(found(provider.footballTrend(req.params.id))),
    );
    app.get(
      LIVE_PATHS.footballLineup(':id'),
      { schema: { tags, summary: '阵容与球员评分', params: IdParams, response: responses(S.LineupSchema) } },
      async (req) => ok(found(provider.footballLineup(req.params.id))),
    );
    app.get(
      LIVE_PATHS.analysisFuture(':id'),
      { schema: { tags, summary: '未来赛程', params: IdParams, response: responses(S.FutureSchema) } },
      async (req) => ok(found(provider.future(req.params.id))),
    );
    app.get(
      LIVE_PATHS.analysisTable,
      {
        schema: {
          tags,
          summary: '积分榜（id 或 leagueId）',
          querystring: Type.Object({
            id: Type.Optional(S.MatchId),
            leagueId: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999 })),
          }),
          response: responses(S.TableSchema),
        },
      },
      async (req) => {
        if (req.query.id === undefined && req.query.leagueId === undefined)
          throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：需要 id 或 leagueId');
        const table = provider.table(req.query);
        if (!table)
          throw new AppError(ErrorCodes.NOT_FOUND, req.query.leagueId !== undefined ? '联赛不存在' : '比赛不存在');
        return ok(table);
      },
    );
    app.get(
      LIVE_PATHS.analysisHistory,
      {
        schema: {
          tags,
          summary: '交锋与近期战绩',
          querystring: Type.Object({ id: S.MatchId }),
          response: responses(S.HistorySchema),
        },
      },
      async (req) => ok(found(provider.history(req.query.id))),
    );
    app.get(
      LIVE_PATHS.tvList,
      { schema: { tags, summary: '有视频/动画的比赛', response: responses(S.TvListSchema) } },
      async () => ok(provider.tvList()),
    );

    const oddsRoutes = [
      [
        'football',
        LIVE_PATHS.footballOdds(':id'),
        LIVE_PATHS.footballOddsHistory(':id'),
        LIVE_PATHS.footballOddsCompanies,
      ],
      ['basketball', LIVE_PATHS.basketballOdds, LIVE_PATHS.basketballOddsHistory, LIVE_PATHS.basketballOddsCompanies],
    ] as const;
    for (const [sport, index, history, company] of oddsRoutes) {
      const s: Sport = sport;
      if (sport === 'football') {
        app.get(
          index,
          {
            schema: {
              tags,
              summary: '足球指数（type 1 亚指 2 欧指 3 大小）',
              params: IdParams,
              querystring: Type.Object({ type: Type.Optional(S.OddsTypeParam) }),
              response: responses(S.OddsRowsSchema),
            },
          },
          async (req) =>
            ok(
              found(provider.odds(s, (req.params as { id: number }).id, (req.query as { type?: OddsType }).type ?? 1)),
            ),
        );
        app.get(
          history,
          {
            schema: {
              tags,
              summary: '足球指数变化历史',
              params: IdParams,
              querystring: Type.Object({
                companyId: Type.Integer({ minimum: 1 }),
                type: Type.Optional(S.OddsTypeParam),
              }),
              response: responses(S.OddsHistorySchema),
            },
          },
          async (req) => {
            const q = req.query as { companyId: number; type?: OddsType };
            return ok(found(provider.oddsHistory(s, (req.params as { id: number }).id, q.companyId, q.type ?? 1)));
          },
        );
      } else {
        app.get(
          index,
          {
            schema: {
              tags,
              summary: '篮球指数（type 1 让分 2 欧指 3 大小分）',
              querystring: Type.Object({ id: S.MatchId, type: Type.Optional(S.OddsTypeParam) }),
              response: responses(S.OddsRowsSchema),
            },
          },
          async (req) => {
            const q = req.query as { id: number; type?: OddsType };
            return ok(found(provider.odds(s, q.id, q.type ?? 1)));
          },
        );
        app.get(
          history,
          {
            schema: {
              tags,
              summary: '篮球指数变化历史',
              querystring: Type.Object({
                id: S.MatchId,
                companyId: Type.Integer({ minimum: 1 }),
                type: Type.Optional(S.OddsTypeParam),
              }),
              response: responses(S.OddsHistorySchema),
            },
          },
          async (req) => {
            const q = req.query as { id: number; companyId: number; type?: OddsType };
            return ok(found(provider.oddsHistory(s, q.id, q.companyId, q.type ?? 1)));
          },
        );
      }
      app.get(company, { schema: { tags, summary: '指数公司', response: responses(S.CompaniesSchema) } }, async () =>
        ok(provider.companies()),
      );
    }

    app.get(
      LIVE_PATHS.basketballDetail(':id'),
      { schema: { tags, summary: '篮球详情', params: IdParams, response: responses(S.BasketballDetailSchema) } },
      async (req) => ok(found(provider.basketballDetail(req.params.id))),
    );
    app.get(
      LIVE_PATHS.basketballBoxScore(':id'),
      { schema: { tags, summary: '篮球阵容与球员数据', params: IdParams, response: responses(S.BoxScoreSchema) } },
      async (req) => ok(found(provider.basketballBoxScore(req.params.id))),
    );
    app.get(
      HOT_LIST_PATH,
      { config, schema: { tags, summary: '热门比分（足球+篮球）', response: responses(S.HotSchema) } },
      async (req, reply) => {
        // the answer depends on who asks: no cache may hand one fan's to another
        void reply.header('vary', 'accessToken');
        const teams = await teamsOf(req);
        if (!teams.length) return hot(req, reply, () => provider.hot());
        return reply.header('cache-control', 'private, no-store').send(ok(provider.hotFor(teams)));
      },
    );
    app.get(
      LIVE_PATHS.snapshot,
      {
        config,
        schema: {
          tags,
          summary: '实时主题的当前状态（重连后同步）',
          querystring: Type.Object({ topic: Type.String({ maxLength: 40 }) }),
          response: responses(S.SnapshotSchema),
        },
      },
      async (req, reply) => {
        const topic = req.query.topic;
        if (!TOPIC_PATTERN.test(topic) || !(topic.startsWith('list:') || topic.startsWith('match:')))
          throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：topic');
        return hot(req, reply, () => found(provider.snapshot(topic as Topic)));
      },
    );
  };
}

function envNumber(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return process.env[name] && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** A signed-in fan's followed teams (team_follows); none for a visitor. */
export const followedTeamsOf: FollowedTeamsOf = async (req) => {
  const userId = await optionalUserId(req);
  return userId === null ? [] : followedTeamIds(req.server.db, userId);
};

/**
 * The app's live plugin: the engine (seed and speed from app.config; LIVE_TICK_MS from the
 * environment, default 1000) over the database, its pushes, and the routes. With Redis, only
 * the node holding the leader lock (engine-leader.ts; LIVE_LEADER_TTL_MS, default 6000) publishes
 * and saves; the others play the same engine in the shadow for their HTTP answers and relay.
 */
const plugin: RoutePlugin = async (app) => {
  const { redisUrl } = app.config;
  const leadership = redisUrl
    ? redisLeadership({ redisUrl, ttlMs: envNumber('LIVE_LEADER_TTL_MS', 6000), log: app.log })
    : soleLeadership();
  const store = new LeaderStore(new DbStore(app.db), leadership);
  const engine = new LiveEngine({
    seed: app.config.seed,
    speed: app.config.liveSpeed,
    demoEveryS: app.config.liveDemoEveryS,
    demoFirstS: app.config.liveDemoFirstS,
    tickMs: envNumber('LIVE_TICK_MS', 1000),
    clock: systemClock,
    store,
    // with a feed for football, the engine generates basketball only
    ...(app.config.footballData ? { generated: ['basketball'] as const } : {}),
  });
  engine.onSaveError = (err) =>
    app.log.warn({ err: String(err) }, 'live engine save failed; retrying with the next tick');
  let playing = false;
  leadership.onChange((leader) => {
    // a node leading from the start saves its catch-up through the engine; one taking over later
    // played in the shadow without saving, so it writes its whole state once
    if (!leader || !playing) return;
    store.save(LeaderStore.everything(engine)).catch((err: unknown) => {
      app.log.warn({ err: String(err) }, 'live engine: saving the state on taking the lead failed');
    });
  });
  await leadership.start();
  await engine.load();
  const fanAlerts = fanAlertSender(app.hub, dbFollowers(app.db), {
    also: (userId, alert) => app.fanAlertListeners.forEach((l) => l(userId, alert)),
    onError: (err) => app.log.warn({ err: String(err) }, 'fan alerts: finding the followers failed'),
  });
  engine.onTick((batch) => {
    if (!leadership.isLeader()) return;
    publishBatch(app.hub, batch);
    void fanAlerts.send(batch.fanEvents);
  });
  const feed = app.config.footballData
    ? footballDataFeed({
        settings: app.config.footballData,
        engine,
        leadership,
        store,
        clock: systemClock,
        log: app.log,
      })
    : null;
  if (feed) app.feeds.set('footballData', () => ({ polling: leadership.isLeader(), ...feed.poller.health() }));
  app.addHook('onReady', async () => {
    playing = true;
    engine.start();
    feed?.start();
  });
  app.addHook('onClose', async () => {
    feed?.stop();
    await engine.stop();
    await leadership.stop();
  });
  const provider = new EngineProvider(
    engine,
    await loadImportedSeasons(app.db),
    feed ? (leagueId) => feed.standings.table(leagueId) : undefined,
  );
  await app.register(liveRoutes(provider, app.config.rateLimitHotMax, followedTeamsOf));
  await app.register(goalAlertRoutes(dbGoalLog(app.db), systemClock.now, app.config.rateLimitHotMax));
  if (app.config.devRoutes && app.config.nodeEnv !== 'production') await app.register(varMatchRoute(engine));
};

export default plugin;
