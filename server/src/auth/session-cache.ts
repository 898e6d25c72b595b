/**
 * Signed-in calls look their token up here before the database: who a token signs in, for a few
 * seconds. A revocation (logout, password change, 登录设备, account deletion) removes its entries at
 * once — on this node when it is made here, on the others when the hub hears it over Redis. A
 * revocation that never arrives (Redis down) is honoured within SESSION_CACHE_MS all the same.
 */
import type { SessionsRevoked } from './session-events';

/** how long a looked-up token is trusted without the database */
export const SESSION_CACHE_MS = 10_000;
/** tokens kept at most (the oldest lookup goes first); a node's signed-in callers of the last seconds */
const SESSION_CACHE_MAX = 20_000;

interface Entry {
  userId: number;
  /** epoch ms after which the database is asked again */
  until: number;
}

/** sha256 of the token → who it signs in; Map order is insertion order, so the first key is the oldest */
const entries = new Map<string, Entry>();
/** counts revocations: a lookup that read the database before one must not cache what it read */
let revocations = 0;

/** Taken before a lookup reads the database; `cacheSession` keeps its answer only if it is unchanged. */
export function cacheGeneration(): number {
  return revocations;
}

export function cachedUserId(hash: string, nowMs: number): number | undefined {
  const entry = entries.get(hash);
  if (!entry) return undefined;
  if (nowMs >= entry.until) {
    entries.delete(hash);
    return undefined;
  }
  return entry.userId;
}

/**
 * Trusts `hash` → `userId` until `expiresAt` (the session's own end) or SESSION_CACHE_MS from now,
 * unless a revocation came after `generation` (the row read may be one it ended).
 */
export function cacheSession(hash: string, userId: number, expiresAt: number, nowMs: number, generation: number): void {
  if (generation !== revocations) return;
  entries.delete(hash);
  entries.set(hash, { userId, until: Math.min(expiresAt, nowMs + SESSION_CACHE_MS) });
  if (entries.size > SESSION_CACHE_MAX) entries.delete(entries.keys().next().value as string);
}

/** Forgets the sessions a revocation ended, so their next call asks the database. */
export function forgetSessions(revoked: SessionsRevoked): void {
  revocations += 1;
  if ('tokenHash' in revoked) {
    entries.delete(revoked.tokenHash);
    return;
  }
  for (const [hash, entry] of entries) {
    if (entry.userId === revoked.userId && hash !== revoked.keptTokenHash) entries.delete(hash);
  }
}
