/**
 * Access tokens: 32 random bytes (base64url) handed to the client once; only their sha256 is
 * stored, so a database leak yields no usable token. A token lives 30 days from its last use
 * (sliding: a use renews it, at most every RENEW_EVERY_MS). Revoked by logout, password change, or
 * the fan signing that device out (登录设备).
 */
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_S, type SessionDevice } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { deviceLabel } from './device-label';
import { cacheGeneration, cachedUserId, cacheSession, forgetSessions } from './session-cache';
import { notifySessionsRevoked, type SessionsRevoked } from './session-events';

export const TOKEN_TTL_S = SESSION_TTL_S;
/** how stale `last_seen_at` may get before a use writes it (and the new expiry) again */
export const RENEW_EVERY_MS = 5 * 60_000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 512;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the user, noting the device (user agent) it signed in from. */
export async function createSession(db: Db, userId: number, userAgent = ''): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      expires_at: new Date(Date.now() + TOKEN_TTL_S * 1000),
      user_agent: userAgent.slice(0, USER_AGENT_MAX),
    })
    .execute();
  return token;
}

/** Who the token signs in, or null (unknown, revoked, expired); a use renews a stale session's lifetime. */
export async function userIdByToken(db: Db, token: string, nowMs = Date.now()): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const hash = tokenHash(token);
  const cached = cachedUserId(hash, nowMs);
  if (cached !== undefined) return cached;
  const generation = cacheGeneration();
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs))
    .executeTakeFirst();
  if (!row) return null;
  let expiresAt = row.expires_at.getTime();
  if (nowMs - row.last_seen_at.getTime() >= RENEW_EVERY_MS) {
    expiresAt = nowMs + TOKEN_TTL_S * 1000;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(nowMs), expires_at: new Date(expiresAt) })
      .where('token_hash', '=', hash)
      .where('revoked_at', 'is', null)
      .execute();
  }
  cacheSession(hash, row.user_id, expiresAt, nowMs, generation);
  return row.user_id;
}

/** The user's live sessions as 登录设备 shows them: the one `currentToken` holds first, then by last use. */
export async function listSessions(db: Db, userId: number, currentToken: string): Promise<SessionDevice[]> {
  const current = tokenHash(currentToken);
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const devices = rows.map((r) => ({
    id: r.id,
    device: deviceLabel(r.user_agent),
    userAgent: r.user_agent,
    createdAt: r.created_at.getTime(),
    lastSeenAt: r.last_seen_at.getTime(),
    current: r.token_hash === current,
  }));
  return [...devices.filter((d) => d.current), ...devices.filter((d) => !d.current)];
}

/**
 * Signs one of the user's devices out by its session id; false when the user has no such live
 * session. The revocation is told to the hub (its sockets lose the account) once written.
 */
export async function revokeSessionById(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  if (row) ended({ tokenHash: row.token_hash });
  return row !== undefined;
}

/**
 * Tells the listeners (session-events.ts) that a user's sessions other than `keepToken` ended; call
 * it only once the revoking transaction has committed.
 */
export function sessionsRevoked(userId: number, keepToken?: string): void {
  ended(keepToken ? { userId, keptTokenHash: tokenHash(keepToken) } : { userId });
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (row) ended({ tokenHash: tokenHash(token) });
}

/** Sessions ended on this node: the cache forgets them, then the listeners (the hub) are told. */
function ended(revoked: SessionsRevoked): void {
  forgetSessions(revoked);
  notifySessionsRevoked(revoked);
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
