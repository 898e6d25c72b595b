/**
 * 登录设备 (设置): the signed-in fan's sessions — device, sign-in and last use, which one is this
 * device — and signing another device out: its token stops working at once and its sockets lose
 * the account (the revocation event, as logout's).
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok, SESSION_PATHS, type SessionDevice } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { requireUserId, tokenOf } from '../auth/guard';
import { TokenHeader } from './schemas';
import { listSessions, revokeSessionById } from '../auth/sessions';

const SessionDeviceSchema = Type.Object({
  id: Type.Integer(),
  device: Type.String(),
  userAgent: Type.String(),
  createdAt: Type.Integer(),
  lastSeenAt: Type.Integer(),
  current: Type.Boolean(),
});

const sessionRoutes: RoutePlugin = async (app) => {
  app.get(
    SESSION_PATHS.list,
    {
      schema: {
        tags: ['user'],
        summary: '登录设备：本账号仍有效的登录（设备、登录时间、最近使用），本机在前',
        headers: TokenHeader,
        response: responses(Type.Array(SessionDeviceSchema)),
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      return ok<SessionDevice[]>(await listSessions(app.db, userId, tokenOf(request)));
    },
  );

  app.post(
    SESSION_PATHS.revoke,
    {
      config: { writeLimit: 'account', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary: '下线其他设备：该设备的登录立即失效（本机请用退出登录）',
        headers: TokenHeader,
        body: contractBody(SESSION_PATHS.revoke, Type.Object({ id: Type.Integer({ minimum: 1 }) })),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const userId = await requireUserId(request);
      const own = (await listSessions(app.db, userId, tokenOf(request))).find((d) => d.id === request.body.id);
      if (!own) throw new AppError(ErrorCodes.NOT_FOUND, '该设备已下线或不存在');
      if (own.current) throw new AppError(ErrorCodes.PARAM_INVALID, '这是本机，请使用“退出登录”');
      if (!(await revokeSessionById(app.db, userId, own.id)))
        throw new AppError(ErrorCodes.NOT_FOUND, '该设备已下线或不存在');
      return ok(null, '已下线该设备');
    },
  );
};

export default sessionRoutes;
