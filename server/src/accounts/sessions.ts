/**
 * Access tokens: 32 random bytes (base64url) handed to the client once; only their sha256 is
 * stored, so a database leak yields no usable token. Revoked by logout or password change.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index';
import { notifySessionsRevoked } from './session-events';

export const TOKEN_TTL_S = 30 * 24 * 3600;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash(token), user_id: userId, expires_at: new Date(Date.now() + TOKEN_TTL_S * 1000) })
    .execute();
  return token;
}

export async function userIdByToken(db: Db, token: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Tells the listeners (session-events.ts) that a user's sessions other than `keepToken` ended; call
 * it only once the revoking transaction has committed.
 */
export function sessionsRevoked(userId: number, keepToken?: string): void {
  notifySessionsRevoked(keepToken ? { userId, keptTokenHash: tokenHash(keepToken) } : { userId });
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (row) notifySessionsRevoked({ tokenHash: tokenHash(token) });
}

/**
 * Every session of a user except, optionally, the one in use (password change keeps the caller in).
 * Meant to run inside the caller's transaction: the caller calls `sessionsRevoked` after commit.
 */
export async function revokeUserSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepToken) q = q.where('token_hash', '!=', tokenHash(keepToken));
  await q.execute();
}
