/**
 * Login attempt limits: 5 failures per phone or 30 per IP within 15 minutes block further tries
 * until the window passes. Kept in the database so every node sees the same count.
 */
import type { Db } from '../db/index';
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

export async function assertLoginAllowed(db: Db, phone: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WINDOW_MS);
  if ((await failuresSince(db, 'phone', phone, since)) >= PHONE_FAIL_MAX || (await failuresSince(db, 'ip', ip, since)) >= IP_FAIL_MAX) {
    throw new AppError(ErrorCodes.RATE_LIMITED, '登录失败次数过多，请15分钟后再试');
  }
}

export async function recordLogin(db: Db, phone: string, ip: string, ok: boolean): Promise<void> {
  await db.insertInto('login_attempts').values({ phone, ip, ok }).execute();
}
