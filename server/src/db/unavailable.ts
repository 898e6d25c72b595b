/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, refusing
 * connections, a dropped connection, a connect or read timeout) rather than a bug or bad data.
 * The error handler answers those with DB_UNAVAILABLE (HTTP 503 + Retry-After): a transaction cut
 * off this way never commits, so nothing was written, and the pool reconnects by itself once the
 * database is back — no server restart.
 */

/** SQLSTATEs of an unreachable or shutting-down server (class 08, 57P01–57P03, 53300). */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const MESSAGES = [
  'connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'query read timeout',
  'not currently accepting connections',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
];

export function isDbUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return true;
  const message = typeof e.message === 'string' ? e.message.toLowerCase() : '';
  if (MESSAGES.some((m) => message.includes(m))) return true;
  // AggregateError (a dual-stack connect) and wrapped causes
  if (Array.isArray(e.errors) && e.errors.some((x) => isDbUnavailable(x, depth + 1))) return true;
  return isDbUnavailable(e.cause, depth + 1);
}
