/** Liveness, readiness and the OpenAPI description. */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import { pingDb } from '../db/index';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';

const Health = Type.Object({ status: Type.Literal('ok'), uptime: Type.Number() });
const FeedHealthSchema = Type.Object({
  /** this node polls the feed (the engine leader); a follower reads what the leader stored */
  polling: Type.Boolean(),
  /** ms of the last good answer, null before the first (and on a follower) */
  lastGoodAt: Type.Union([Type.Number(), Type.Null()]),
  /** no good answer for longer than the feed's stale age: fans see its last good state */
  stale: Type.Boolean(),
  /** failed polls in a row */
  failures: Type.Integer(),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type FeedHealth = Static<typeof FeedHealthSchema>;
const Ready = Type.Object({
  db: Type.Boolean(),
  redis: Type.Union([Type.Literal('off'), Type.Literal('ready'), Type.Literal('down')]),
  clients: Type.Integer(),
  /** each outside data feed's health; a stale feed does not make the node unready (it serves the last good state) */
  feeds: Type.Record(Type.String(), FeedHealthSchema),
});

const systemRoutes: RoutePlugin = async (app) => {
  app.get('/healthz', { schema: { tags: ['system'], summary: '进程存活', response: responses(Health) } }, async () =>
    ok({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['system'], summary: '可以接流量（数据库、Redis）', response: responses(Ready) } },
    async () => {
      const db = await pingDb(app.db);
      const stats = app.hub.stats();
      if (!db || stats.redis === 'down') throw new AppError(ErrorCodes.SERVER_ERROR, '服务未就绪', 503);
      const feeds = Object.fromEntries([...app.feeds].map(([name, health]) => [name, health()]));
      return ok({ db, redis: stats.redis, clients: stats.clients, feeds });
    },
  );

  if (app.config.apiDocs) app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
