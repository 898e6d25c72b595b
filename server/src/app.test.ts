/**
 * buildApp in this process with an extra route plugin, as the live engine registers one: its
 * schema failures, business errors and unexpected faults all come back as the envelope.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok } from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { AppError } from './errors';
import { createHub } from './realtime/hub';
import { openTestDb, type OpenTestDb } from './test-support/db';
import { responses, type RoutePlugin } from './typebox';

let t: OpenTestDb;
let app: FastifyInstance;
let base: string;

// app.inject is out of reach in jest (light-my-request needs the ESM-only cookie@2): real HTTP instead
async function get(url: string): Promise<{ statusCode: number; body: string; json: () => unknown }> {
  const res = await fetch(base + url);
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) };
}

const extra: RoutePlugin = async (a) => {
  a.get(
    '/api/sample/:id',
    {
      schema: {
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: responses(Type.Object({ id: Type.Integer(), users: Type.Integer() })),
      },
    },
    async (request) => {
      if (request.params.id === 404) throw new AppError(ErrorCodes.NOT_FOUND, '比赛不存在');
      if (request.params.id === 500) throw new Error('secret internal detail');
      const row = await a.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return ok({ id: request.params.id, users: Number(row.n) });
    },
  );
};

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, plugins: [extra as never], docsUi: false });
  base = await app.listen({ port: 39215, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

test('an extra plugin gets app.db and the success envelope', async () => {
  const res = await get('/api/sample/7');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ code: 200, data: { id: 7, users: 0 }, msg: '成功' });
});

test('schema failure → PARAM_INVALID, AppError → its code, a fault → 500 without internals', async () => {
  expect((await get('/api/sample/abc')).json()).toEqual({ code: 40001, data: null, msg: '参数错误：编号类型不正确' });
  expect((await get('/api/sample/404')).json()).toEqual({ code: 40004, data: null, msg: '比赛不存在' });
  const fault = await get('/api/sample/500');
  expect(fault.statusCode).toBe(500);
  expect(fault.json()).toEqual({ code: 50000, data: null, msg: '服务器开小差了，请稍后再试' });
  expect(fault.body).not.toContain('secret');
});

test('the plugin route is in the OpenAPI description', async () => {
  const doc = (await get('/openapi.json')).json() as { paths: Record<string, unknown> };
  expect(doc.paths['/api/sample/{id}']).toBeDefined();
});
