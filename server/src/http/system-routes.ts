/** Liveness, readiness and the OpenAPI description. */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import { pingDb } from '../db/index';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';

const Health = Type.Object({ status: Type.Literal('ok'), uptime: Type.Number() });
const Ready = Type.Object({
  db: Type.Boolean(),
  redis: Type.Union([Type.Literal('off'), Type.Literal('ready'), Type.Literal('down')]),
  clients: Type.Integer(),
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
      return ok({ db, redis: stats.redis, clients: stats.clients });
    },
  );

  if (app.config.apiDocs) app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default systemRoutes;
