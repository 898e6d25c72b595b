/**
 * 资料库 calls (shared/src/contracts/database.ts): competitions, a competition's season, a team, a
 * player — all GET, from SQL over the engine's tables, the imported results and the World Cup.
 * With DEV_ROUTES, `POST /dev/database/worldcup` imports the World Cup files (what
 * `pnpm import:worldcup` does, for a running test server). On start the engine's generated
 * history is written as rows (history.ts), in the background.
 */
import { Type } from '@sinclair/typebox';
import { DATABASE_PATHS, ErrorCodes, ok } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';
import { listCompetitions, matchesQuery } from './competitions';
import { syncGeneratedHistory } from './history';
import { leaguePage } from './league';
import { playerPage } from './player';
import { teamPage } from './team';
import { teamFollowRoutes } from './team-follow-routes';
import { TtlCache } from './ttl-cache';
import { readWorldCup, WorldCupError } from './worldcup';
import { saveWorldCup } from './worldcup-store';

const Id = Type.Integer({ minimum: 1, maximum: 2_000_000_000 });
/** the payloads are the contract's types; the schema documents the envelope */
const Data = Type.Unsafe<unknown>(Type.Any());

/** how long a computed competitions list or league page is served again */
const PAGE_TTL_MS = 10_000;

export const databaseRoutes: RoutePlugin = async (app) => {
  const tags = ['database'];
  const lists = new TtlCache<Awaited<ReturnType<typeof listCompetitions>>>(PAGE_TTL_MS);
  const leagues = new TtlCache<Awaited<ReturnType<typeof leaguePage>>>(PAGE_TTL_MS);

  app.get(
    DATABASE_PATHS.competitions,
    {
      schema: {
        tags,
        summary: '资料库赛事（按地区；sport：football|basketball，q：名称或首字母）',
        querystring: Type.Object({
          sport: Type.Optional(Type.Union([Type.Literal('football'), Type.Literal('basketball')])),
          q: Type.Optional(Type.String({ maxLength: 20 })),
        }),
        response: responses(Data),
      },
    },
    async (req) => {
      const sport = req.query.sport;
      const all = await lists.get(sport ?? 'all', () => listCompetitions(app.db, { sport }));
      return ok(all.filter((c) => matchesQuery(c, req.query.q ?? '')));
    },
  );

  app.get(
    DATABASE_PATHS.league,
    {
      schema: {
        tags,
        summary: '赛事资料：积分榜、赛程赛果、射手榜（season：赛季开始年份，缺省为最新）',
        querystring: Type.Object({ id: Id, season: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })) }),
        response: responses(Data),
      },
    },
    async (req) => {
      const { id, season } = req.query;
      const page = await leagues.get(`${id}:${season ?? ''}`, () => leaguePage(app.db, id, season));
      if (!page) throw new AppError(ErrorCodes.NOT_FOUND, '该赛事或赛季不存在');
      return ok(page);
    },
  );

  app.get(
    DATABASE_PATHS.team,
    {
      schema: {
        tags,
        summary: '球队资料：信息、阵容、近期赛果与赛程、赛季数据',
        querystring: Type.Object({ id: Id }),
        response: responses(Data),
      },
    },
    async (req) => {
      const page = await teamPage(app.db, req.query.id);
      if (!page) throw new AppError(ErrorCodes.NOT_FOUND, '该球队不存在');
      return ok(page);
    },
  );

  app.get(
    DATABASE_PATHS.player,
    {
      schema: {
        tags,
        summary: '球员资料：个人信息、所属球队、各赛事进球',
        querystring: Type.Object({ id: Id }),
        response: responses(Data),
      },
    },
    async (req) => {
      const page = await playerPage(app.db, req.query.id);
      if (!page) throw new AppError(ErrorCodes.NOT_FOUND, '该球员不存在');
      return ok(page);
    },
  );

  if (app.config.devRoutes && app.config.nodeEnv !== 'production') {
    app.post(
      '/dev/database/worldcup',
      {
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          summary: '（开发）导入世界杯 openfootball 文件：matches、teams、squads',
          body: Type.Object({ matches: Type.Any(), teams: Type.Any(), squads: Type.Any() }),
          response: responses(
            Type.Object({
              teams: Type.Integer(),
              players: Type.Integer(),
              matches: Type.Integer(),
              goals: Type.Integer(),
            }),
          ),
        },
      },
      async (req) => {
        try {
          const saved = await saveWorldCup(app.db, readWorldCup(req.body));
          lists.clear();
          leagues.clear();
          return ok(saved);
        } catch (err) {
          if (err instanceof WorldCupError) throw new AppError(ErrorCodes.PARAM_INVALID, err.message);
          throw err;
        }
      },
    );
  }

  await app.register(teamFollowRoutes);

  let history: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    history = syncGeneratedHistory(app.db, app.config.seed, Date.now()).catch((err: unknown) =>
      app.log.warn({ err: String(err) }, 'database: generated history not written'),
    );
  });
  app.addHook('onClose', async () => {
    await history;
  });
};

export default databaseRoutes;
