/** `GET /inform/search?q=`: news and community posts in one answer (search.ts). */
import { Type } from '@sinclair/typebox';
import { COMMUNITY_PATHS, ok } from '@kickoff/shared/contracts';
import { optionalUserId } from '../auth/guard';
import { PostSchema } from '../community/schemas';
import { ItemSchema } from '../news/schemas';
import { responses, type RoutePlugin } from '../typebox';
import { search } from './search';

const searchRoutes: RoutePlugin = async (app) => {
  app.get(
    COMMUNITY_PATHS.search,
    {
      schema: {
        tags: ['news', 'community'],
        summary: '搜索资讯和帖子（每个词都须出现，新的在前，各最多 20 条）',
        querystring: Type.Object({ q: Type.String({ maxLength: 50 }) }),
        response: responses(Type.Object({ news: Type.Array(ItemSchema), posts: Type.Array(PostSchema) })),
      },
    },
    async (req) => ok(await search(app.db, req.query.q, await optionalUserId(req))),
  );
};

export default searchRoutes;
