/** `/imapi/user/*`: follow / unfollow, fans and attention lists, search, a user's card, block, remarks, contacts. */
import { Type } from '@sinclair/typebox';
import { IM_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { block, follow, followList, searchUsers, userCard } from './people';
import { contacts, setRemark } from './remarks';
import * as S from './schemas';

const peopleRoutes: RoutePlugin = async (app) => {
  const tags = ['messages'];
  const Toggle = Type.Object({ userId: S.Id, on: Type.Boolean() });
  const Card = responses(S.CardSchema);
  const Cards = responses(Type.Array(S.CardSchema));

  app.post(
    IM_PATHS.follow,
    {
      config: { writeLimit: 'reaction' },
      schema: { tags, summary: '关注 / 取消关注', body: contractBody(IM_PATHS.follow, Toggle), response: Card },
    },
    async (req) => ok(await follow(app.db, app.hub, await requireUserId(req), req.body.userId, req.body.on)),
  );
  app.post(
    IM_PATHS.block,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '拉黑 / 解除（私信双向不通）',
        body: contractBody(IM_PATHS.block, Toggle),
        response: Card,
      },
    },
    async (req) => ok(await block(app.db, await requireUserId(req), req.body.userId, req.body.on)),
  );
  app.get(IM_PATHS.fans, { schema: { tags, summary: '我的粉丝', response: Cards } }, async (req) =>
    ok(await followList(app.db, await requireUserId(req), 'fans')),
  );
  app.get(IM_PATHS.attention, { schema: { tags, summary: '我的关注', response: Cards } }, async (req) =>
    ok(await followList(app.db, await requireUserId(req), 'attention')),
  );
  app.get(
    IM_PATHS.search,
    {
      schema: {
        tags,
        summary: '按昵称或 id 找人',
        querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 20 }) }),
        response: Cards,
      },
    },
    async (req) => ok(await searchUsers(app.db, await requireUserId(req), req.query.q)),
  );
  app.get(
    IM_PATHS.card,
    { schema: { tags, summary: '用户名片', querystring: Type.Object({ id: S.Id }), response: Card } },
    async (req) => ok(await userCard(app.db, await requireUserId(req), req.query.id)),
  );
  app.post(
    IM_PATHS.remark,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '设置 / 清除备注（仅自己可见）',
        body: contractBody(IM_PATHS.remark, S.RemarkBody),
        response: responses(Type.Object({ remark: Type.String() })),
      },
    },
    async (req) =>
      ok({ remark: await setRemark(app.db, await requireUserId(req), req.body.userId, req.body.remark) }, '已保存'),
  );
  app.get(
    IM_PATHS.contacts,
    {
      schema: {
        tags,
        summary: '通讯录：关注与粉丝合并，按拼音首字母',
        response: responses(Type.Array(S.ContactSchema)),
      },
    },
    async (req) => ok(await contacts(app.db, await requireUserId(req))),
  );
};

export default peopleRoutes;
