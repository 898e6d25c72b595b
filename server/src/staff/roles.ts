/**
 * Staff roles: admin (everything), editor (news), moderator (portrait review, the community's
 * reports, room chat), operator (anchors, rooms, operations). They live in the staff table the
 * newsroom already keeps (`news_roles`); an admin holds every role. Every staff call checks its
 * role with `requireStaff`, which also refuses a sign-in older than STAFF_SESSION_MAX_S.
 */
import type { FastifyRequest } from 'fastify';
import {
  ErrorCodes,
  STAFF_ROLES,
  STAFF_ROLE_NAMES,
  STAFF_SESSION_MAX_S,
  type StaffRole,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { requireUserId, tokenOf } from '../auth/guard';
import { tokenHash } from '../auth/sessions';
import type { Tx } from '../wallet/ledger';
import { staffDb } from './tables';

const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/** The user's staff roles (none for a fan or a visitor). */
export async function rolesOf(db: Db | Tx, userId: number | null): Promise<StaffRole[]> {
  if (userId === null) return [];
  const rows = await staffDb(db).selectFrom('news_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role).filter(isStaffRole);
}

/** Whether the user may act as `role`: holds it, or is an admin. */
export async function hasStaffRole(db: Db | Tx, userId: number | null, role: StaffRole): Promise<boolean> {
  const roles = await rolesOf(db, userId);
  return roles.includes('admin') || roles.includes(role);
}

export const isModerator = (db: Db, userId: number | null) => hasStaffRole(db, userId, 'moderator');

/** Gives the user a role (nothing changes if it is held already); true when it was new. */
export async function grantStaffRole(db: Db | Tx, userId: number, role: StaffRole): Promise<boolean> {
  const rows = await staffDb(db)
    .insertInto('news_roles')
    .values({ user_id: userId, role })
    .onConflict((oc) => oc.doNothing())
    .returning('role')
    .execute();
  return rows.length > 0;
}

/** Takes a role away; true when the user held it. */
export async function revokeStaffRole(db: Db | Tx, userId: number, role: StaffRole): Promise<boolean> {
  const rows = await staffDb(db)
    .deleteFrom('news_roles')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .returning('role')
    .execute();
  return rows.length > 0;
}

/**
 * The signed-in staff member allowed `role` (an admin always is): a visitor → NO_TOKEN, a sign-in
 * older than STAFF_SESSION_MAX_S → NO_TOKEN (sign in again), anyone else → FORBIDDEN.
 */
export async function requireStaff(request: FastifyRequest, role: StaffRole): Promise<number> {
  const userId = await requireUserId(request);
  if (!(await hasStaffRole(request.server.db, userId, role))) {
    throw new AppError(ErrorCodes.FORBIDDEN, `仅${STAFF_ROLE_NAMES[role]}可以操作`);
  }
  const session = await request.server.db
    .selectFrom('sessions')
    .select('created_at')
    .where('token_hash', '=', tokenHash(tokenOf(request)))
    .executeTakeFirst();
  if (!session || Date.now() - new Date(session.created_at).getTime() > STAFF_SESSION_MAX_S * 1000) {
    throw new AppError(ErrorCodes.NO_TOKEN, '管理登录已超过12小时，请重新登录');
  }
  return userId;
}

/** The signed-in moderator's id; a visitor → NO_TOKEN, a fan → FORBIDDEN. */
export const requireModerator = (request: FastifyRequest) => requireStaff(request, 'moderator');
