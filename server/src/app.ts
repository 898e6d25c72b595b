/**
 * Builds the HTTP + WebSocket server. Everything a route needs hangs off the instance:
 * `app.db` (kysely), `app.hub` (realtime publish), `app.config`. Extra route plugins (the live
 * engine's) come in through `opts.plugins`; see server/README.md for how to write one.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import type { Config } from './config';
import type { Db } from './db/index';
import type { Hub } from './realtime/hub';
import { MAX_CLIENT_FRAME_BYTES } from './realtime/socket-limits';
import { frameworkErrorHandler, installErrorHandling } from './http/error-handler';
import { rateLimitOptions } from './http/rate-limits';
import { installWriteLimits } from './http/write-limits';
import { onSessionsRevoked } from './auth/session-events';
import { userIdByToken } from './auth/sessions';
import type { TypeBoxProvider } from './typebox';
import systemRoutes from './http/system-routes';
import socketRoutes from './realtime/socket-routes';
import accountRoutes from './accounts/routes';
import profileRoutes from './accounts/profile-routes';
import portraitReviewRoutes from './accounts/portrait-review-routes';
import feedbackRoutes from './accounts/feedback-routes';
import deregisterRoutes from './accounts/deregister-routes';
import sessionRoutes from './accounts/session-routes';
import devRoutes from './accounts/dev-routes';
import walletRoutes from './wallet/routes';
import noticeRoutes from './notices/routes';
import uploadRoutes from './uploads/routes';
import checkinRoutes from './checkin/checkin-routes';
import chatRoutes from './messaging/routes';
import groupRoutes from './messaging/group-routes';
import groupJoinRoutes from './messaging/group-join-routes';
import peopleRoutes from './messaging/people-routes';
import favorRoutes from './messaging/favor-routes';
import assistantRoutes from './assistant/routes';
import { installSecurityHeaders } from './security/headers';
import { securityRoutes } from './security/routes';
import activitiesRoutes from './activities/routes';
import contentRoutes from './content/routes';
import viewHistoryRoutes from './view-history/routes';
import staffRoutes from './staff/routes';
import moderationRoutes from './staff/moderation-routes';
import staffApkRoutes from './staff/apk-routes';
import staffReleaseRoutes from './staff/releases-routes';
import staffWalletRoutes from './staff/wallet-routes';
import staffGiftRoutes from './vlive/staff-gift-routes';
import type { FanAlert } from '@kickoff/shared/contracts';
import type { FeedHealth } from './http/system-routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    hub: Hub;
    config: Config;
    /** told of every fan alert this node delivers (the live engine's leader): Web Push sends it on */
    fanAlertListeners: Set<(userId: number, alert: FanAlert) => void>;
    /** the outside data feeds this node runs, by name: /readyz reports each one's health */
    feeds: Map<string, () => FeedHealth>;
  }
}

export interface BuildAppOptions {
  db: Db;
  hub: Hub;
  config: Config;
  /** route plugins registered after the platform's (e.g. the live engine's `live/routes.ts`) */
  plugins?: FastifyPluginAsync[];
  /** serve Swagger UI at /docs (default true; in-process jest tests turn it off) */
  docsUi?: boolean;
  /** a Redis client for shared rate-limit counters across nodes; in-memory without one */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rateLimitRedis?: any;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.accesstoken', 'req.headers.cookie'],
      // nginx-rtmp's callbacks carry their secret in the query (it sends no header of ours): not logged
      serializers: {
        req: (req) => ({
          method: req.method,
          url: req.url?.replace(/([?&]secret=)[^&]*/, '$1[Redacted]'),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    // a hop count trusts the nearest N proxies (Fastify's own number form trusts none)
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
    return503OnClosing: true,
    // the live engine loads and catches up a day of matches at start; a busy database takes more than 10 s
    pluginTimeout: 60_000,
    forceCloseConnections: true,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<TypeBoxProvider>();

  app.decorate('db', opts.db);
  app.decorate('hub', opts.hub);
  app.decorate('config', config);
  app.decorate('fanAlertListeners', new Set<(userId: number, alert: FanAlert) => void>());
  app.decorate('feeds', new Map<string, () => FeedHealth>());
  installErrorHandling(app);

  await app.register(helmet, {
    // the API's CSP comes from security/headers.ts (JSON only); /docs brings its own (staticCSP below)
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // HSTS only over TLS, with the CSP and Permissions-Policy (security/headers.ts)
    strictTransportSecurity: false,
  });
  installSecurityHeaders(app);
  const allowed = new Set(config.allowedOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    allowedHeaders: ['Content-Type', 'accessToken', 'X-Requested-With'],
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  // JSON above 1 KB goes out br/gzip (brotli at quality 4: cheap enough per response)
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(
    rateLimit,
    rateLimitOptions({
      max: config.rateLimitMax,
      resolveUser: (token) => userIdByToken(opts.db, token),
      redis: opts.rateLimitRedis,
      warn: (obj, msg) => app.log.warn(obj, msg),
    }),
  );
  installWriteLimits(app, {
    resolveUser: (token) => userIdByToken(opts.db, token),
    redis: opts.rateLimitRedis,
    warn: (obj, msg) => app.log.warn(obj, msg),
    scale: config.writeLimitScale,
  });
  // a logout or password change on this node ends those sessions' sockets on every node
  const stopRevocations = onSessionsRevoked((revoked) => opts.hub.revokeSessions(revoked));
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(multipart, { limits: { fileSize: config.portraitLimit, files: 1, fields: 5, parts: 6 } });
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    // the hub closes its sockets with 1001 (going away) so clients reconnect elsewhere; then the ws server stops
    preClose: async function (this: FastifyInstance) {
      await opts.hub.close();
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
  });
  // the API's description is for developers: off in production unless API_DOCS=1 asks for it
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '开球直播 API',
          version: '0.1.0',
          description: 'Every response is the envelope { code, data, msg }; code 200 is success.',
        },
        components: {
          securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
        },
      },
    });
    if (opts.docsUi !== false) {
      const { registerDocsUi } = await import('./http/docs-ui');
      await registerDocsUi(app);
    }
  }

  app.addHook('onClose', async () => {
    stopRevocations();
    await opts.db.destroy();
  });

  await app.register(systemRoutes);
  await app.register(socketRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(portraitReviewRoutes);
  await app.register(feedbackRoutes);
  await app.register(deregisterRoutes);
  await app.register(sessionRoutes);
  await app.register(walletRoutes);
  await app.register(noticeRoutes);
  await app.register(uploadRoutes);
  await app.register(checkinRoutes);
  await app.register(chatRoutes);
  await app.register(groupRoutes);
  await app.register(groupJoinRoutes);
  await app.register(peopleRoutes);
  await app.register(favorRoutes);
  await app.register(assistantRoutes);
  await app.register(securityRoutes({ devRoutes: config.devRoutes && config.nodeEnv !== 'production' }));
  await app.register(activitiesRoutes);
  await app.register(contentRoutes);
  await app.register(viewHistoryRoutes);
  await app.register(staffRoutes);
  await app.register(moderationRoutes);
  await app.register(staffWalletRoutes);
  await app.register(staffReleaseRoutes);
  await app.register(staffGiftRoutes);
  await app.register(staffApkRoutes);
  if (config.devRoutes && config.nodeEnv !== 'production') await app.register(devRoutes);
  for (const plugin of opts.plugins ?? []) await app.register(plugin);
  return app;
}

/**
 * Trusts the `hops` nearest proxies, as Express's number form does: use only when the server is
 * reachable through them alone.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
