/**
 * Test and development helpers: registered only with the explicit `DEV_ROUTES=1` flag (refused in
 * production, see config.ts), and even then answered only to this machine: a request whose socket
 * is not loopback, or that came through a proxy, gets the plain 404 of an unknown route.
 */
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { MessageCodes, TOPIC_PATTERN, ok, type MessageCode, type Topic } from '@kickoff/shared/contracts';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { serverMessage } from '../realtime/hub';
import { responses, type RoutePlugin } from '../typebox';
import { devCaptchaAnswer } from './captcha';
import { Phone } from './schemas';
import { RESEND_S } from './sms-codes';
import type { OutboxMessage } from '@kickoff/shared/contracts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The peer address of the TCP socket itself (never X-Forwarded-For), and no proxy in between. */
export function fromThisMachine(remoteAddress: string | undefined, headers: Record<string, unknown>): boolean {
  return (
    LOOPBACK.test(remoteAddress ?? '') && headers['x-forwarded-for'] === undefined && headers.forwarded === undefined
  );
}

const devRoutes: RoutePlugin = async (app) => {
  // hooks of this plugin cover only the routes below (fastify encapsulation)
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request.socket.remoteAddress, request.headers)) return reply.callNotFound();
  });

  app.get(
    '/dev/sms/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境短信发件箱（最新在前，最多 20 条）',
        querystring: Type.Object({ phone: Phone }),
        response: responses(
          Type.Array(Type.Object({ phone: Type.String(), text: Type.String(), sentAt: Type.Number() })),
        ),
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('sms_outbox')
        .select(['phone', 'text', 'created_at'])
        .where('phone', '=', request.query.phone)
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      return ok(
        rows.map((r): OutboxMessage => ({ phone: r.phone, text: r.text, sentAt: new Date(r.created_at).getTime() })),
      );
    },
  );

  // lets an end-to-end test sign up and then sign in by code without waiting out the 60 s resend gap
  app.post(
    '/dev/sms/release',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境：解除手机号的 60 秒重发等待（验证码仍有效，仍计入每日上限）',
        body: Type.Object({ phone: Phone }),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await app.db
        .updateTable('sms_codes')
        .set({ created_at: sql`created_at - interval '${sql.raw(String(RESEND_S + 1))} seconds'` })
        .where('phone', '=', request.body.phone)
        .execute();
      return ok(null);
    },
  );

  // stands in for a fan reading the picture code, as the outbox stands in for the phone
  app.get(
    '/dev/captcha/answer',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境：读出图形验证码的答案（本进程签发的最近 200 个）',
        querystring: Type.Object({ captchaId: Type.String({ pattern: '^[0-9a-f]{32}$' }) }),
        response: responses(Type.Object({ answer: Type.String() })),
      },
    },
    async (request) => {
      const answer = devCaptchaAnswer(request.query.captchaId);
      if (answer === undefined) throw new AppError(ErrorCodes.NOT_FOUND, '没有这个图形验证码');
      return ok({ answer });
    },
  );

  // lets client teams (and the multi-node test) push any message without the live engine
  app.post(
    '/dev/hub/publish',
    {
      schema: {
        tags: ['dev'],
        summary: '开发环境：向某个主题推送一条实时消息（经 Redis 到达所有节点）',
        body: Type.Object({
          topic: Type.String({ maxLength: 80 }),
          code: Type.Integer(),
          data: Type.Optional(Type.Unknown()),
        }),
        response: responses(Type.Object({ topic: Type.String() })),
      },
    },
    async (request) => {
      const { topic, code, data } = request.body;
      if (!TOPIC_PATTERN.test(topic)) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：主题格式不正确');
      if (!(Object.values(MessageCodes) as number[]).includes(code))
        throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：消息类型不正确');
      app.hub.publish(topic as Topic, serverMessage(code as MessageCode, topic as Topic, data ?? null));
      return ok({ topic });
    },
  );
};

export default devRoutes;
