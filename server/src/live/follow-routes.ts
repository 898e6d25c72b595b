/**
 * 关注 for logged-in fans (LIVE_FOLLOW_PATHS): `GET list` and `POST follow` {matchId, sport, follow: 0|1};
 * both answer the fan's whole follow list, newest first. `GET matches` gives the same list as match
 * cards (teams, score, status) for 我的赛事.
 * The table is migration 103-live-follows.
 */
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ErrorCodes, LIVE_FOLLOW_PATHS, ok, type Sport } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import type { Db } from '../db';
import { lockKey } from '../db/locks';
import { matchCardsOf } from '../news/articles';
import { MatchCardSchema } from '../news/schemas';

export interface FollowItem {
  matchId: number;
  sport: Sport;
}

/** A fan can follow at most this many matches (keeps the 关注 list call bounded). */
export const MAX_FOLLOWS = 500;

const SportSchema = Type.Union([Type.Literal('football'), Type.Literal('basketball')]);
const FollowListSchema = Type.Array(Type.Object({ matchId: Type.Integer(), sport: SportSchema }));
const FollowBody = Type.Object({
  matchId: Type.Integer({ minimum: 1, maximum: 999_999_999_999 }),
  sport: SportSchema,
  follow: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

async function listOf(db: Db, userId: number): Promise<FollowItem[]> {
  const rows = await sql<{ match_id: string | number; sport: Sport }>`
    SELECT match_id, sport FROM live_follows WHERE user_id = ${userId} ORDER BY created_at DESC, match_id DESC`.execute(
    db,
  );
  return rows.rows.map((r) => ({ matchId: Number(r.match_id), sport: r.sport }));
}

/**
 * Follows a match unless the fan already follows MAX_FOLLOWS: one guarded INSERT … WHERE count < cap,
 * run under the fan's lock so parallel follows are counted one after another (a statement's own
 * snapshot cannot see a parallel insert). Following a match already followed is no change.
 */
export async function addFollow(
  db: Db,
  userId: number,
  sport: Sport,
  matchId: number,
): Promise<'added' | 'already' | 'full'> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'follows', String(userId));
    const inserted = await sql`
      INSERT INTO live_follows (user_id, sport, match_id)
      SELECT ${userId}::integer, ${sport}::varchar, ${matchId}::bigint
      WHERE (SELECT count(*) FROM live_follows WHERE user_id = ${userId}) < ${MAX_FOLLOWS}::integer
      ON CONFLICT DO NOTHING`.execute(trx);
    if (Number(inserted.numAffectedRows ?? 0) > 0) return 'added';
    const existing = await sql`
      SELECT 1 FROM live_follows WHERE user_id = ${userId} AND sport = ${sport} AND match_id = ${matchId}`.execute(trx);
    return existing.rows.length > 0 ? 'already' : 'full';
  });
}

const followRoutes: RoutePlugin = async (app) => {
  const tags = ['live'];

  app.get(
    LIVE_FOLLOW_PATHS.list,
    { schema: { tags, summary: '我的关注（需登录）', response: responses(FollowListSchema) } },
    async (req) => {
      const userId = await requireUserId(req);
      return ok(await listOf(app.db, userId));
    },
  );

  app.get(
    LIVE_FOLLOW_PATHS.matches,
    {
      schema: {
        tags,
        summary: '我关注的比赛，含对阵、比分与状态，最近关注的在前（需登录）',
        response: responses(Type.Array(MatchCardSchema)),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const follows = await listOf(app.db, userId);
      const cards = await matchCardsOf(
        app.db,
        follows.map((f) => f.matchId),
      );
      return ok(follows.flatMap((f) => cards.get(f.matchId) ?? []));
    },
  );

  app.post(
    LIVE_FOLLOW_PATHS.follow,
    {
      config: { writeLimit: 'reaction' },
      schema: {
        tags,
        summary: '关注/取消关注比赛（需登录）',
        body: contractBody(LIVE_FOLLOW_PATHS.follow, FollowBody),
        response: responses(FollowListSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const { matchId, sport, follow } = req.body;
      if (follow === 1) {
        if ((await addFollow(app.db, userId, sport, matchId)) === 'full') {
          throw new AppError(ErrorCodes.PARAM_INVALID, `最多关注${MAX_FOLLOWS}场比赛`);
        }
      } else {
        await sql`
          DELETE FROM live_follows WHERE user_id = ${userId} AND sport = ${sport} AND match_id = ${matchId}`.execute(
          app.db,
        );
      }
      return ok(await listOf(app.db, userId));
    },
  );
};

export default followRoutes;
