/**
 * Activity calls: the running banners and pop-ups staff schedule (`/tj/operate/config`,
 * staff/operate.ts), the lottery, guessing, the points rank, the fan's history and delivery
 * address. Pending guesses are settled every SETTLE_MS.
 */
import { Type } from '@sinclair/typebox';
import { ACTIVITIES_PATHS, OPERATE_PATHS, EMOJI_PATH, ok } from '@kickoff/shared/contracts';
import { optionalUserId, requireUserId } from '../auth/guard';
import { TokenHeader } from '../accounts/schemas';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { activityHistory, addressOf, saveAddress } from './history';
import { draw, lotteryInfo } from './lottery';
import { openMatches, placeGuess, settleGuesses } from './guesses';
import { rankBoard } from './rank';
import { runningOperateItems } from '../staff/operate';

const SETTLE_MS = 20_000;

const Prize = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  amount: Type.Integer(),
  odds: Type.Number(),
  stock: Type.Union([Type.Integer(), Type.Null()]),
});
const Address = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  phone: Type.String({ pattern: '^1[3-9][0-9]{9}$' }),
  region: Type.String({ minLength: 2, maxLength: 40 }),
  detail: Type.String({ minLength: 4, maxLength: 100 }),
});
const Pick = Type.Union([Type.Literal('home'), Type.Literal('draw'), Type.Literal('away')]);
const tags = ['activity'];

const activitiesRoutes: RoutePlugin = async (app) => {
  const timer = setInterval(() => {
    settleGuesses(app.db, app.hub).catch((err: unknown) => app.log.warn({ err }, 'guess settlement failed'));
  }, SETTLE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    OPERATE_PATHS.config,
    {
      schema: {
        tags,
        summary: '运营配置：进行中的活动（platform=4, channelId=4）',
        querystring: Type.Object({ platform: Type.Optional(Type.Integer()), channelId: Type.Optional(Type.Integer()) }),
      },
    },
    async (req) => {
      const { platform, channelId } = req.query;
      const running = await runningOperateItems(app.db, platform, Math.floor(Date.now() / 1000), channelId);
      return ok({ ...running, emojiBase: EMOJI_PATH });
    },
  );

  app.get(
    ACTIVITIES_PATHS.lottery,
    { schema: { tags, summary: '抽奖转盘：奖品、公示概率、库存、今日剩余次数', headers: TokenHeader } },
    async (req) => ok(await lotteryInfo(app.db, await optionalUserId(req), Date.now())),
  );

  app.post(
    ACTIVITIES_PATHS.draw,
    {
      config: { writeLimit: 'draw', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '抽奖一次（服务端加密随机数；同一 requestId 只抽一次）',
        headers: TokenHeader,
        body: contractBody(
          ACTIVITIES_PATHS.draw,
          Type.Object({ requestId: Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' }) }),
        ),
        response: responses(
          Type.Object({
            drawId: Type.Integer(),
            prize: Prize,
            drawsLeft: Type.Integer(),
            coins: Type.Integer(),
            replayed: Type.Boolean(),
          }),
        ),
      },
    },
    async (req) => {
      const result = await draw(app.db, await requireUserId(req), req.body.requestId, Date.now(), undefined, app.hub);
      return ok(result, result.prize.kind === 'none' ? '谢谢参与' : `恭喜获得${result.prize.name}`);
    },
  );

  app.get(
    ACTIVITIES_PATHS.guessMatches,
    { schema: { tags, summary: '可竞猜的足球比赛（开赛前）', headers: TokenHeader } },
    async (req) => ok(await openMatches(app.db, await optionalUserId(req), Date.now())),
  );

  app.post(
    ACTIVITIES_PATHS.guess,
    {
      config: { writeLimit: 'reaction', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '竞猜胜平负（开赛前可改），完场自动结算，猜中得积分',
        headers: TokenHeader,
        body: contractBody(ACTIVITIES_PATHS.guess, Type.Object({ matchId: Type.Integer({ minimum: 1 }), pick: Pick })),
      },
    },
    async (req) => {
      await placeGuess(app.db, await requireUserId(req), req.body.matchId, req.body.pick, Date.now());
      return ok(null, '竞猜已提交，完场后自动结算');
    },
  );

  app.get(
    ACTIVITIES_PATHS.history,
    { schema: { tags, summary: '我的抽奖与竞猜记录', headers: TokenHeader } },
    async (req) => ok(await activityHistory(app.db, await requireUserId(req))),
  );

  app.get(
    ACTIVITIES_PATHS.rank,
    {
      schema: {
        tags,
        summary: '积分排行（今日 / 近 7 天）',
        headers: TokenHeader,
        querystring: Type.Object({
          period: Type.Union([Type.Literal('today'), Type.Literal('week')], { default: 'today' }),
        }),
      },
    },
    async (req) => ok(await rankBoard(app.db, req.query.period, await optionalUserId(req), Date.now())),
  );

  app.get(
    ACTIVITIES_PATHS.address,
    { schema: { tags, summary: '收货地址（实物奖品）', headers: TokenHeader } },
    async (req) => ok(await addressOf(app.db, await requireUserId(req))),
  );

  app.post(
    ACTIVITIES_PATHS.address,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '保存收货地址',
        headers: TokenHeader,
        body: contractBody(ACTIVITIES_PATHS.address, Address),
      },
    },
    async (req) => {
      const trimmed = {
        name: req.body.name.trim(),
        phone: req.body.phone,
        region: req.body.region.trim(),
        detail: req.body.detail.trim(),
      };
      return ok(await saveAddress(app.db, await requireUserId(req), trimmed), '地址已保存');
    },
  );
};

export default activitiesRoutes;
