/** `POST /imapi/websocket` (where to connect) and the `/imserver` socket itself. */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok, type SocketAddress } from '@kickoff/shared/contracts';
import { optionalUserId, tokenOf } from '../auth/guard';
import { AppError } from '../errors';
import { isSameOrigin, socketAddressFor } from './public-address';
import { responses, type RoutePlugin } from '../typebox';

const SocketAddressSchema = Type.Object({
  token: Type.String(),
  lotteryAddress: Type.Array(
    Type.Object({
      protocol: Type.Union([Type.Literal('ws'), Type.Literal('wss')]),
      host: Type.String(),
      port: Type.Integer(),
      path: Type.String(),
    }),
  ),
});

const socketRoutes: RoutePlugin = async (app) => {
  app.post(
    '/imapi/websocket',
    {
      schema: {
        tags: ['realtime'],
        summary: '实时连接地址；token 为已登录用户的 accessToken，游客为空串',
        body: Type.Optional(Type.Object({}, { additionalProperties: true })),
        response: responses(SocketAddressSchema),
      },
    },
    async (request) => {
      // the token identifies the socket; a visitor (or a stale token) connects anonymously
      const userId = await optionalUserId(request);
      const data: SocketAddress = {
        token: userId === null ? '' : tokenOf(request),
        lotteryAddress: [socketAddressFor(app.config, request)],
      };
      return ok(data);
    },
  );

  app.get(
    '/imserver',
    {
      websocket: true,
      schema: { hide: true },
      // sockets have their own budgets in the hub (per IP, per user, messages per socket)
      config: { rateLimit: false },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!isSameOrigin(origin, request) && !app.hub.isOriginAllowed(origin)) {
          throw new AppError(ErrorCodes.FORBIDDEN, '来源不被允许', 403);
        }
      },
    },
    (socket, request) => app.hub.accept(socket, { ip: request.ip }),
  );
};

export default socketRoutes;
