/**
 * Staff roles: who may act as a moderator (review portraits, and the community's reports). The
 * roles live in the staff table the newsroom already keeps (`news_roles`: 'editor' publishes,
 * 'admin' moderates); an operator appoints them with NEWS_EDITOR_PHONES. Routes for staff call
 * `requireModerator`; feature code asks `isModerator`.
 */
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { newsDb } from '../news/tables';
import { requireUserId } from '../auth/guard';

export const MODERATOR_ROLE = 'admin';

export async function isModerator(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await newsDb(db)
    .selectFrom('news_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', MODERATOR_ROLE)
    .executeTakeFirst();
  return Boolean(row);
}

/** The signed-in moderator's id; a visitor → NO_TOKEN, a fan → FORBIDDEN. */
export async function requireModerator(request: FastifyRequest): Promise<number> {
  const userId = await requireUserId(request);
  if (!(await isModerator(request.server.db, userId))) throw new AppError(ErrorCodes.FORBIDDEN, '仅管理员可以操作');
  return userId;
}
