/** `/imapi/favor/*`: save a message (收藏), list what I saved, remove one. */
import { Type } from '@sinclair/typebox';
import { IM_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { addFavor, listFavors, removeFavor } from './favors';
import * as S from './schemas';

const favorRoutes: RoutePlugin = async (app) => {
  const tags = ['messages'];
  const Done = responses(Type.Null());

  app.post(
    IM_PATHS.favorAdd,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '收藏一条消息（文字或图片）',
        body: contractBody(IM_PATHS.favorAdd, Type.Object({ conversationId: S.Id, seq: S.Id })),
        response: Done,
      },
    },
    async (req) => {
      await addFavor(app.db, await requireUserId(req), req.body.conversationId, req.body.seq);
      return ok(null, '已收藏');
    },
  );
  app.get(
    IM_PATHS.favorList,
    { schema: { tags, summary: '我的收藏（最近收藏的在前）', response: responses(Type.Array(S.FavorSchema)) } },
    async (req) => ok(await listFavors(app.db, await requireUserId(req))),
  );
  app.post(
    IM_PATHS.favorRemove,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '取消收藏',
        body: contractBody(IM_PATHS.favorRemove, Type.Object({ messageId: S.Id })),
        response: Done,
      },
    },
    async (req) => {
      await removeFavor(app.db, await requireUserId(req), req.body.messageId);
      return ok(null, '已取消收藏');
    },
  );
};

export default favorRoutes;
