/**
 * Login attempt limits: 5 failures per phone or 30 per IP within 15 minutes block further tries
 * until the window passes. Kept in the database so every node sees the same count.
 */
import type { Db } from '../db/index';
import { lockKey } from '../db/locks';
import { AppError } from '../errors';
import { ErrorCodes } from '@kickoff/shared/contracts';

export const WINDOW_MS = 15 * 60_000;
export const PHONE_FAIL_MAX = 5;
export const IP_FAIL_MAX = 30;

async function failuresSince(db: Db, column: 'phone' | 'ip', value: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('ok', '=', false)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Reserves one login attempt before the password or code is checked: in one transaction holding
 * the phone's and the IP's locks, refuses when either has its failures, else records the attempt
 * as a failure. Parallel attempts are thus counted one after another (50 parallel wrong guesses
 * are 50 counted attempts, and only the first five are checked); `loginSucceeded` clears it.
 */
export async function beginLoginAttempt(db: Db, phone: string, ip: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'loginPhone', phone);
    await lockKey(trx, 'loginIp', ip);
    const since = new Date(Date.now() - WINDOW_MS);
    if (
      (await failuresSince(trx, 'phone', phone, since)) >= PHONE_FAIL_MAX ||
      (await failuresSince(trx, 'ip', ip, since)) >= IP_FAIL_MAX
    ) {
      throw new AppError(ErrorCodes.RATE_LIMITED, '登录失败次数过多，请15分钟后再试');
    }
    const row = await trx
      .insertInto('login_attempts')
      .values({ phone, ip, ok: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The reserved attempt turned out right: it no longer counts as a failure. */
export async function loginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ ok: true }).where('id', '=', attemptId).execute();
}
