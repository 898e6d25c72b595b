/**
 * Tips calls (docs/product.md §7 `/tj`): the feed (with 已购, the caller's bought tips), a tip, the
 * match list, the ranks, an expert's head and tips, follow; and ours: the caller's expert standing,
 * applying, the options of a match, publishing, buying. The plugin also settles tips behind the
 * engine's store every few seconds and lets the model experts publish once a minute (both idempotent
 * across nodes).
 */
import { ErrorCodes, TIPS_PATHS, TIP_LIMITS, isUpcoming, ok } from '@kickoff/shared/contracts';
import { optionalUserId, requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { applyExpert, myApplication } from './applications';
import { expertOf, expertsByIds, isExpert } from './experts';
import { tipMatchPage, tipPage, type FeedCode } from './feed';
import { expertDeskRoutes } from './desk-routes';
import { followedExperts, toggleFollow } from './follow';
import { currentMarkets, matchNames, matchRow } from './markets';
import { runModelExperts } from './model-experts';
import { publishTip, tipsToday } from './publish';
import { buyTip } from './purchase';
import { rankedRecords, recordOf } from './records';
import * as S from './schemas';
import { settleFinished } from './settle';
import { tipDetail } from './views';

const SETTLE_EVERY_MS = 3_000;
const MODEL_EVERY_MS = 60_000;
const nowS = () => Math.floor(Date.now() / 1000);

export const tipsRoutes: RoutePlugin = async (app) => {
  const tags = ['tips'];
  /** the caller's expert card and tips left today, or their application while there is no card */
  const standing = async (userId: number) => {
    const expert = (await isExpert(app.db, userId)) ? await expertOf(app.db, userId, userId) : null;
    return {
      expert,
      left: expert ? Math.max(0, TIP_LIMITS.perDay - (await tipsToday(app.db, userId, Date.now()))) : 0,
      application: expert ? null : await myApplication(app.db, userId),
    };
  };

  app.get(
    '/tj/recommend/:code',
    {
      schema: {
        tags,
        summary: '方案列表（code：0 全部，1 免费，2 付费，3 关注，4 模型，5 已购；recList + next 分页）',
        params: S.FeedParams,
        querystring: S.FeedQuery,
        response: responses(S.TipPageSchema),
      },
    },
    async (req) => {
      const viewer = await optionalUserId(req);
      const code = req.params.code as FeedCode;
      if ((code === 3 || code === 5) && viewer === null) throw new AppError(ErrorCodes.NO_TOKEN);
      return ok(await tipPage(app.db, { code, ...req.query }, viewer));
    },
  );

  app.get(
    '/tj/recommend/detail/:id',
    {
      schema: {
        tags,
        summary: '方案详情（付费方案未购买时不含选项与分析）',
        params: S.IdParams,
        response: responses(S.TipDetailSchema),
      },
    },
    async (req) => ok(await tipDetail(app.db, req.params.id, await optionalUserId(req))),
  );

  app.post(
    TIPS_PATHS.matchList,
    {
      schema: {
        tags,
        summary: '可发方案的未开赛比赛（先开赛的在前，含方案数）',
        body: contractBody(TIPS_PATHS.matchList, S.PageBody),
        response: responses(S.TipMatchPageSchema),
      },
    },
    async (req) => ok(await tipMatchPage(app.db, req.body.page, req.body.size, Date.now())),
  );

  app.post(
    TIPS_PATHS.experts,
    {
      schema: {
        tags,
        summary: '专家榜（近7/30天命中率、盈利率、连红；attention=1 为我关注的专家）',
        body: contractBody(TIPS_PATHS.experts, S.RankBody),
        response: responses(S.RankPageSchema),
      },
    },
    async (req) => {
      const { page, size, attention } = req.body;
      const days = req.body.days ?? 7;
      const viewer = attention ? await requireUserId(req) : await optionalUserId(req);
      const offset = (page - 1) * size;
      let rows: { expertId: number; record: Awaited<ReturnType<typeof recordOf>> }[];
      let more: boolean;
      if (attention) {
        const followed = await followedExperts(app.db, viewer!);
        const ranked = await rankedRecords(app.db, { days, nowS: nowS(), sort: req.body.sort, only: followed });
        const seen = new Set(ranked.map((r) => r.expertId));
        const rest = await Promise.all(
          followed
            .filter((id) => !seen.has(id))
            .map(async (id) => ({ expertId: id, record: await recordOf(app.db, id, days, nowS()) })),
        );
        const all = [...ranked, ...rest];
        rows = all.slice(offset, offset + size);
        more = all.length > offset + size;
      } else {
        const got = await rankedRecords(app.db, { days, nowS: nowS(), sort: req.body.sort, offset, limit: size + 1 });
        rows = got.slice(0, size);
        more = got.length > size;
      }
      const experts = await expertsByIds(
        app.db,
        rows.map((r) => r.expertId),
        viewer,
      );
      const list = rows.flatMap((r, i) => {
        const expert = experts.get(r.expertId);
        return expert ? [{ rank: offset + i + 1, expert, record: r.record }] : [];
      });
      return ok({ list, next: more ? page + 1 : 0 });
    },
  );

  app.post(
    TIPS_PATHS.homeHead,
    {
      schema: {
        tags,
        summary: '专家主页头部：简介与近7/30天战绩',
        body: contractBody(TIPS_PATHS.homeHead, S.HeadBody),
        response: responses(S.HeadSchema),
      },
    },
    async (req) => {
      const viewer = await optionalUserId(req);
      const expert = await expertOf(app.db, req.body.eid, viewer);
      const now = nowS();
      const records = [await recordOf(app.db, expert.id, 7, now), await recordOf(app.db, expert.id, 30, now)] as const;
      return ok({
        expert,
        records: [...records] as [(typeof records)[0], (typeof records)[1]],
        self: viewer === expert.id ? (1 as const) : (0 as const),
      });
    },
  );

  app.post(
    TIPS_PATHS.homeRec,
    {
      schema: {
        tags,
        summary: '专家主页的方案（recList + next + expert）',
        body: contractBody(TIPS_PATHS.homeRec, S.HomeBody),
        response: responses(S.ExpertTipsSchema),
      },
    },
    async (req) => {
      const viewer = await optionalUserId(req);
      const expert = await expertOf(app.db, req.body.eid, viewer);
      const page = await tipPage(
        app.db,
        { code: 0, page: req.body.page, size: req.body.size, expertId: expert.id },
        viewer,
      );
      return ok({ ...page, expert });
    },
  );

  app.post(
    TIPS_PATHS.follow,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '关注/取消关注专家（plat：0 详情，1 主页，2 专家榜，3 关注列表）',
        body: contractBody(TIPS_PATHS.follow, S.FollowBody),
        response: responses(S.FollowSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const follow = await toggleFollow(app.db, app.hub, userId, req.body.eid);
      return ok({ follow, plat: req.body.plat, eid: req.body.eid }, follow ? '关注成功' : '已取消关注');
    },
  );

  app.post(
    TIPS_PATHS.me,
    {
      schema: {
        tags,
        summary: '我的专家身份与今日可发数量（未成为专家时：申请的审核状态）',
        response: responses(S.MyExpertSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(await standing(userId));
    },
  );

  app.post(
    TIPS_PATHS.apply,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '申请成为专家（审核中，审核员通过后成为初级专家；专家再次申请只更新简介）',
        body: contractBody(TIPS_PATHS.apply, S.ApplyBody),
        response: responses(S.MyExpertSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const now = await applyExpert(app.db, userId, req.body.description);
      return ok(await standing(userId), now === 'expert' ? '简介已更新' : '已提交申请，请等待审核');
    },
  );

  app.get(
    '/tj/expert/options/:id',
    {
      schema: {
        tags,
        summary: '一场未开赛比赛当前可选的盘口与选项',
        params: S.IdParams,
        response: responses(S.OptionsSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const m = await matchRow(app.db, req.params.id);
      if (!m || m.sport !== 'football') throw new AppError(ErrorCodes.NOT_FOUND, '比赛不存在');
      if (!isUpcoming(m.s) || m.ot <= nowS())
        throw new AppError(ErrorCodes.PARAM_INVALID, '比赛已开始，只能对未开赛的比赛发布方案');
      const left = Math.max(0, TIP_LIMITS.perDay - (await tipsToday(app.db, userId, Date.now())));
      return ok({
        match: { id: m.id, ...matchNames(m), ot: m.ot, tips: 0 },
        markets: await currentMarkets(app.db, m.id),
        left,
      });
    },
  );

  app.post(
    TIPS_PATHS.publish,
    {
      config: { writeLimit: 'tip' },
      schema: {
        tags,
        summary: '发布方案（未开赛；标题≤15字；每天最多5条）',
        body: contractBody(TIPS_PATHS.publish, S.PublishBody),
        response: responses(S.IdParams),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok({ id: await publishTip(app.db, userId, req.body) }, '发布成功');
    },
  );

  app.post(
    TIPS_PATHS.buy,
    {
      config: { writeLimit: 'tip' },
      schema: {
        tags,
        summary: '购买付费方案（金币，一次交易；重复购买会被拒绝）',
        body: contractBody(TIPS_PATHS.buy, S.BuyBody),
        response: responses(S.TipDetailSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      await buyTip(app.db, userId, req.body.id);
      return ok(await tipDetail(app.db, req.body.id, userId), '购买成功');
    },
  );

  // settlement behind the engine's store, and the model experts' tips
  let settling: Promise<unknown> = Promise.resolve();
  let timers: ReturnType<typeof setInterval>[] = [];
  const run = (job: () => Promise<unknown>) => {
    settling = settling.then(job).catch((err: unknown) => app.log.warn({ err: String(err) }, 'tips job failed'));
  };
  app.addHook('onReady', async () => {
    timers = [
      setInterval(() => run(() => settleFinished(app.db, app.hub)), SETTLE_EVERY_MS),
      setInterval(() => run(() => runModelExperts(app.db)), MODEL_EVERY_MS),
    ];
    for (const t of timers) t.unref();
  });
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    await settling;
  });
};

/** The fans' calls and jobs, and the console's experts desk. */
const tipsPlugin: RoutePlugin = async (app) => {
  await app.register(tipsRoutes);
  await app.register(expertDeskRoutes);
};

export default tipsPlugin;
