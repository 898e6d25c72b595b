/**
 * 关注球队 calls (signed in): `GET /api/database/team/followed` lists my teams for 我的关注 › 球队;
 * `POST /api/database/team/follow` {id, follow: 0|1} follows or unfollows one and answers the new
 * state. Registered by the database plugin (routes.ts).
 */
import { Type } from '@sinclair/typebox';
import { DATABASE_PATHS, ok, type DbTeamFollowState } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { followedTeams, followTeam, unfollowTeam } from './team-follows';

const TokenHeader = Type.Object({ accesstoken: Type.Optional(Type.String({ maxLength: 128 })) });
const Data = Type.Unsafe<unknown>(Type.Any());

export const teamFollowRoutes: RoutePlugin = async (app) => {
  const tags = ['database'];

  app.get(
    DATABASE_PATHS.followedTeams,
    {
      schema: {
        tags,
        summary: '我关注的球队（最新关注在前）：球队、联赛',
        headers: TokenHeader,
        response: responses(Data),
      },
    },
    async (req) => ok(await followedTeams(app.db, await requireUserId(req))),
  );

  app.post(
    DATABASE_PATHS.followTeam,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '关注或取消关注球队（follow：1 关注，0 取消；重复关注不变）',
        headers: TokenHeader,
        body: contractBody(
          DATABASE_PATHS.followTeam,
          Type.Object({
            id: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
            follow: Type.Union([Type.Literal(0), Type.Literal(1)]),
          }),
        ),
        response: responses(Data),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const { id, follow } = req.body;
      if (follow === 1) {
        await followTeam(app.db, userId, id);
        return ok<DbTeamFollowState>({ id, followed: true }, '已关注');
      }
      await unfollowTeam(app.db, userId, id);
      return ok<DbTeamFollowState>({ id, followed: false }, '已取消关注');
    },
  );
};
