/**
 * Web Push calls (WEB_PUSH_PATHS): the public VAPID key, subscribe and unsubscribe for a signed-in
 * fan; and the sending of every fan alert this node delivers to the fan's subscriptions.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, WEB_PUSH_PATHS, ok, type FanAlertKind, type WebPushKey } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { pushSender, removeSubscription, saveSubscription, vapidKeys, type PushTransport } from './web-push';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A push service URL: https (plain http only to this machine, outside production, for tests). */
function checkEndpoint(text: string, loopbackHttp: boolean): void {
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  const fine =
    url && (url.protocol === 'https:' || (loopbackHttp && url.protocol === 'http:' && LOOPBACK.has(url.hostname)));
  if (!fine) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：推送地址须为 https 地址');
}

const Base64Url = (max: number) => Type.String({ minLength: 16, maxLength: max, pattern: '^[A-Za-z0-9_-]+={0,2}$' });

export function webPushRoutes(opts: { transport?: PushTransport } = {}): RoutePlugin {
  return async (app) => {
    const keys = await vapidKeys(app.db);
    const subject = process.env.WEB_PUSH_SUBJECT ?? 'mailto:push@kickoff.invalid';
    const send = pushSender(app.db, keys, {
      subject,
      transport: opts.transport,
      onError: (err) => app.log.warn({ err: String(err) }, 'web push failed'),
    });
    app.fanAlertListeners.add((userId, alert) => void send(userId, alert).catch(() => undefined));
    const loopbackHttp = app.config.nodeEnv !== 'production';
    const tags = ['push'];

    app.get(
      WEB_PUSH_PATHS.key,
      {
        schema: {
          tags,
          summary: 'Web Push 的 VAPID 公钥（浏览器订阅时用）',
          response: responses(Type.Object({ publicKey: Type.String() })),
        },
      },
      async () => ok<WebPushKey>({ publicKey: keys.publicKey }),
    );

    app.post(
      WEB_PUSH_PATHS.subscribe,
      {
        config: { writeLimit: 'reaction' },
        schema: {
          tags,
          summary: '开启系统通知：保存本浏览器的推送订阅（需登录）',
          body: contractBody(
            WEB_PUSH_PATHS.subscribe,
            Type.Object({
              endpoint: Type.String({ minLength: 10, maxLength: 1000 }),
              keys: Type.Object({ p256dh: Base64Url(200), auth: Base64Url(64) }),
              // a kind this server does not know (an older or newer page) is dropped by saveSubscription, not refused
              off: Type.Optional(
                Type.Array(Type.Unsafe<FanAlertKind>(Type.String({ maxLength: 32 })), { maxItems: 20 }),
              ),
            }),
          ),
          response: responses(Type.Object({ subscribed: Type.Boolean() })),
        },
      },
      async (req) => {
        const userId = await requireUserId(req);
        checkEndpoint(req.body.endpoint, loopbackHttp);
        await saveSubscription(app.db, userId, req.body, req.body.off ?? []);
        return ok({ subscribed: true });
      },
    );

    app.post(
      WEB_PUSH_PATHS.unsubscribe,
      {
        config: { writeLimit: 'reaction' },
        schema: {
          tags,
          summary: '关闭系统通知：删除本浏览器的推送订阅（需登录）',
          body: contractBody(
            WEB_PUSH_PATHS.unsubscribe,
            Type.Object({ endpoint: Type.String({ minLength: 10, maxLength: 1000 }) }),
          ),
          response: responses(Type.Object({ subscribed: Type.Boolean() })),
        },
      },
      async (req) => {
        const userId = await requireUserId(req);
        await removeSubscription(app.db, userId, req.body.endpoint);
        return ok({ subscribed: false });
      },
    );
  };
}

export default webPushRoutes();
