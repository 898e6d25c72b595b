/** Gifts (catalogue, send, the room's ranking) and nobles (tiers, buy). */
import { Type } from '@sinclair/typebox';
import { ok } from '@kickoff/shared/contracts';
import { VLIVE_PATHS } from '@kickoff/shared/contracts/vlive';
import { optionalUserId, requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { giftsOnSale } from './catalogue';
import { MAX_GIFT_COUNT, ranking, sendGift } from './gifts';
import { buyNoble, nobleStatus } from './nobles';
import { roomOr404 } from './room-routes';
import { GiftEventSchema, IdempotencyKey, NobleStatusSchema, RoomId } from './schemas';

const giftRoutes: RoutePlugin = async (app) => {
  const tags = ['vlive'];
  const deps = { db: app.db, hub: app.hub };

  app.get(
    '/api/vlive/gifts',
    {
      schema: {
        tags,
        summary: '礼物列表（上架中的礼物与现价）',
        response: responses(
          Type.Array(
            Type.Object({
              id: Type.Integer(),
              name: Type.String(),
              price: Type.Integer(),
              effect: Type.String(),
              icon: Type.String(),
            }),
          ),
        ),
      },
    },
    async () => ok(await giftsOnSale(app.db)),
  );

  app.post(
    VLIVE_PATHS.sendGift,
    {
      config: { writeLimit: 'gift' },
      schema: {
        tags,
        summary: '送礼（需登录；key 为幂等键，重复提交只扣一次）',
        body: contractBody(
          VLIVE_PATHS.sendGift,
          Type.Object({
            roomId: RoomId,
            giftId: Type.Integer({ minimum: 1, maximum: 1000 }),
            count: Type.Integer({ minimum: 1, maximum: MAX_GIFT_COUNT }),
            key: IdempotencyKey,
          }),
        ),
        response: responses(Type.Object({ event: GiftEventSchema, balance: Type.Integer() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const room = await roomOr404(app.db, req.body.roomId);
      const { giftId, count, key } = req.body;
      return ok(await sendGift(deps, { userId, room, giftId, count, key, nowMs: Date.now() }));
    },
  );

  app.get(
    '/api/vlive/rank',
    {
      schema: {
        tags,
        summary: '直播间贡献榜（day 今日 / week 本周）',
        querystring: Type.Object({
          roomId: RoomId,
          period: Type.Union([Type.Literal('day'), Type.Literal('week')], { default: 'day' }),
        }),
        response: responses(
          Type.Array(
            Type.Object({
              userId: Type.Integer(),
              nickName: Type.String(),
              noble: Type.Integer(),
              coins: Type.Integer(),
            }),
          ),
        ),
      },
    },
    async (req) => {
      const room = await roomOr404(app.db, req.query.roomId);
      return ok(await ranking(app.db, room.id, req.query.period, Date.now()));
    },
  );

  app.get(
    '/api/vlive/noble',
    { schema: { tags, summary: '贵族等级与我的贵族', response: responses(NobleStatusSchema) } },
    async (req) => ok(await nobleStatus(app.db, await optionalUserId(req), Date.now())),
  );

  app.post(
    VLIVE_PATHS.buyNoble,
    {
      config: { writeLimit: 'gift' },
      schema: {
        tags,
        summary: '开通贵族 30 天（需登录；金币支付，key 为幂等键）',
        body: contractBody(
          VLIVE_PATHS.buyNoble,
          Type.Object({ tier: Type.Integer({ minimum: 1, maximum: 10 }), key: IdempotencyKey }),
        ),
        response: responses(NobleStatusSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(await buyNoble(app.db, userId, req.body.tier, req.body.key, Date.now()));
    },
  );
};

export default giftRoutes;
