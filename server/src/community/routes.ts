/**
 * Community calls (COMMUNITY_PATHS): 圈子, posts and questions (text plus up to nine uploaded
 * images), likes, comments/answers with one level of replies, accepting an answer, reports, and
 * the admins' queue and hide switch. Posts are known by code (P + id).
 */
import { Type } from '@sinclair/typebox';
import { COMMUNITY_PATHS, ErrorCodes, ok } from '@kickoff/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { optionalUserId, requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { requireModerator } from '../staff/roles';
import { CommentPageSchema } from '../news/schemas';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { postThreads } from './comments';
import { acceptAnswer, boards, createPost, likePost, POST_MISSING, postById, postPage } from './posts';
import { moderate, openReports, report } from './reports';
import * as S from './schemas';
import { postIdOf } from './tables';

const idOf = (code: string) => {
  const id = postIdOf(code);
  if (id === null) throw new AppError(ErrorCodes.NOT_FOUND, POST_MISSING);
  return id;
};

const communityRoutes: RoutePlugin = async (app) => {
  const tags = ['community'];
  const requireAdmin = (req: FastifyRequest) => requireModerator(req);

  app.get(
    COMMUNITY_PATHS.boards,
    { schema: { tags, summary: '圈子列表', response: responses(Type.Array(S.BoardSchema)) } },
    async () => ok(await boards(app.db)),
  );

  app.get(
    COMMUNITY_PATHS.list,
    {
      schema: {
        tags,
        summary: '帖子列表，新的在前（board 圈子，kind post/question，author 某位球迷的）',
        querystring: S.ListQuery,
        response: responses(S.PageSchema),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await postPage(
          app.db,
          { boardId: q.board, kind: q.kind, authorId: q.author, page: q.page, size: q.size },
          await optionalUserId(req),
        ),
      );
    },
  );

  app.get(
    COMMUNITY_PATHS.detail,
    { schema: { tags, summary: '帖子/问题详情', querystring: S.CodeQuery, response: responses(S.PostSchema) } },
    async (req) => ok(await postById(app.db, idOf(req.query.code), await optionalUserId(req))),
  );

  app.post(
    COMMUNITY_PATHS.publish,
    {
      config: { writeLimit: 'post', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '发帖或提问（需登录；图片先经 /inform/upload?purpose=post 上传，最多 9 张，与帖子一同提交）',
        body: contractBody(COMMUNITY_PATHS.publish, S.NewPostBody),
        response: responses(Type.Object({ code: Type.String() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok({ code: await createPost(app.db, userId, req.body) }, '发布成功');
    },
  );

  app.post(
    COMMUNITY_PATHS.like,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '点赞/取消点赞帖子（需登录）',
        body: contractBody(COMMUNITY_PATHS.like, S.LikeBody),
        response: responses(Type.Object({ likes: Type.Integer() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok({ likes: await likePost(app.db, userId, idOf(req.body.code), req.body.like === 1, app.hub) });
    },
  );

  app.get(
    COMMUNITY_PATHS.comments,
    {
      schema: {
        tags,
        summary: '帖子评论/问题回答（含一层回复）',
        querystring: S.CommentQuery,
        response: responses(CommentPageSchema),
      },
    },
    async (req) => {
      const q = req.query;
      return ok(
        await postThreads.page(app.db, idOf(q.code), q.sort ?? 'new', q.page, q.size, await optionalUserId(req)),
      );
    },
  );

  app.post(
    COMMUNITY_PATHS.comment,
    {
      config: { writeLimit: 'comment', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: '评论帖子或回答问题（需登录，纯文本）',
        body: contractBody(COMMUNITY_PATHS.comment, S.CommentBody),
        response: responses(S.CommentSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(
        await postThreads.add(app.db, userId, idOf(req.body.code), req.body.content, req.body.parentId, app.hub),
        '评论成功',
      );
    },
  );

  app.post(
    COMMUNITY_PATHS.commentLike,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '点赞/取消点赞评论（需登录）',
        body: contractBody(COMMUNITY_PATHS.commentLike, S.CommentLikeBody),
        response: responses(Type.Object({ likes: Type.Integer() })),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      return ok({ likes: await postThreads.like(app.db, userId, req.body.id, req.body.like === 1, app.hub) });
    },
  );

  app.post(
    COMMUNITY_PATHS.accept,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '采纳回答（提问者）',
        body: contractBody(COMMUNITY_PATHS.accept, S.AcceptBody),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      await acceptAnswer(app.db, userId, idOf(req.body.code), req.body.commentId);
      return ok(null, '已采纳');
    },
  );

  app.post(
    COMMUNITY_PATHS.report,
    {
      config: { writeLimit: 'report' },
      schema: {
        tags,
        summary: '举报帖子、评论、直播间发言或私信（需登录；同一内容每人一次）',
        body: contractBody(COMMUNITY_PATHS.report, S.ReportBody),
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      await report(app.db, userId, req.body.target, req.body.id, req.body.reason);
      return ok(null, '举报已提交，我们会尽快处理');
    },
  );

  app.get(
    COMMUNITY_PATHS.reports,
    { schema: { tags, summary: '待处理的举报（管理员）', response: responses(Type.Array(S.ReportSchema)) } },
    async (req) => {
      await requireAdmin(req);
      return ok(await openReports(app.db));
    },
  );

  app.post(
    COMMUNITY_PATHS.hide,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '隐藏或保留帖子/评论，并关闭相关举报（管理员）',
        body: S.HideBody,
        response: responses(Type.Null()),
      },
    },
    async (req) => {
      const actorId = await requireAdmin(req);
      await moderate(app.db, actorId, req.body.target, req.body.id, req.body.hide);
      return ok(null, req.body.hide ? '已隐藏' : '已保留');
    },
  );
};

export default communityRoutes;
