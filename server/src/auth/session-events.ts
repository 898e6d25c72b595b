/**
 * Session revocation as an event: logout and password change tell the listeners (the realtime
 * hub) which sessions ended, so sockets signed in with them lose their private topics at once.
 */

/** One token ended (logout), or every session of a user but the one kept (password change). */
export type SessionsRevoked = { tokenHash: string } | { userId: number; keptTokenHash?: string };

const listeners = new Set<(event: SessionsRevoked) => void>();

/** Calls `fn` after each revocation; returns the unsubscribe. */
export function onSessionsRevoked(fn: (event: SessionsRevoked) => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Tells every listener; called once the revoking write has been made. */
export function notifySessionsRevoked(event: SessionsRevoked): void {
  for (const fn of [...listeners]) fn(event);
}
