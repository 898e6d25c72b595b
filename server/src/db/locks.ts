/**
 * Transaction-scoped advisory locks (PostgreSQL and PGlite alike) for check-then-write steps that
 * no single statement can guard, e.g. "fewer than N rows in the window, then insert one". Held until
 * the transaction ends. Each kind of key has its own space, so a phone and an IP never share a lock.
 */
import { sql, type QueryExecutorProvider } from 'kysely';

const LockSpace = {
  smsPhone: 1,
  smsIp: 2,
  loginPhone: 3,
  loginIp: 4,
  follows: 5,
  viewHistory: 6,
  teamFollows: 7,
  imSend: 8,
  aiAsks: 9,
} as const;

export type LockSpaceName = keyof typeof LockSpace;

/**
 * Waits for, then holds, the lock on `key` in `space` for the rest of `trx`. Take several in a
 * fixed order (as listed in LockSpace) so two transactions never wait on each other.
 */
export async function lockKey(trx: QueryExecutorProvider, space: LockSpaceName, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LockSpace[space]}::int4, hashtext(${key}))`.execute(trx);
}
