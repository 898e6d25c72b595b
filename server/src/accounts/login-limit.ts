/**
 * Login attempt limits, kept in the database so every node sees the same count. Failures are
 * counted per phone and client address together: the same address guessing the same phone waits
 * longer after each failure (a growing delay, never a lock of the phone), an address with many
 * failures on any phones is refused for the window, and a picture code is asked for once an
 * address or a phone has had a few failures. A stranger's failures therefore never stop the
 * owner: from the owner's own address there is no delay, and an SMS code needs no picture code.
 */
import type { Db } from '../db/index';
import { lockKey } from '../db/locks';
import { AppError } from '../errors';
import { ErrorCodes } from '@kickoff/shared/contracts';

export const WINDOW_MS = 15 * 60_000;
/** failures from one client address (any phones) before it is refused for the window */
export const IP_FAIL_MAX = 30;
/** failures of one phone from one address before each further try waits (1 s, 2 s, 4 s … DELAY_MAX_MS) */
export const DELAY_AFTER = 3;
const DELAY_MAX_MS = 60_000;
/** failures from one address, or on one phone from anywhere, before a password try needs a picture code */
export const CAPTCHA_AFTER_IP = 5;
export const CAPTCHA_AFTER_PHONE = 5;

/** How long the next try of a phone from an address waits after `failures` of them. */
export function delayAfter(failures: number): number {
  if (failures < DELAY_AFTER) return 0;
  return Math.min(1000 * 2 ** (failures - DELAY_AFTER), DELAY_MAX_MS);
}

interface Failures {
  count: number;
  last: number | null;
}

async function failuresSince(db: Db, where: { phone?: string; ip?: string }, since: Date): Promise<Failures> {
  let q = db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('ok', '=', false)
    .where('created_at', '>', since);
  if (where.phone !== undefined) q = q.where('phone', '=', where.phone);
  if (where.ip !== undefined) q = q.where('ip', '=', where.ip);
  const row = await q.executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ? new Date(row.last as Date | string).getTime() : null };
}

export interface AttemptOptions {
  /** 'password' may need a picture code; 'code' (an SMS code, itself proof of the phone) never does */
  method: 'password' | 'code';
  /** the request's picture code, already spent: right, wrong, or none sent */
  captcha: boolean | undefined;
}

/**
 * Reserves one login attempt before the password or code is checked: in one transaction holding
 * the phone's and the address's locks, refuses (nothing recorded) when the address is over its
 * failures, the pair's delay has not passed, or a picture code is due and not answered right;
 * else records the attempt as a failure. Parallel attempts are thus counted one after another;
 * `loginSucceeded` clears the reserved one.
 */
export async function beginLoginAttempt(db: Db, phone: string, ip: string, opts: AttemptOptions): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'loginPhone', phone);
    await lockKey(trx, 'loginIp', ip);
    const now = Date.now();
    const since = new Date(now - WINDOW_MS);
    const fromIp = await failuresSince(trx, { ip }, since);
    if (fromIp.count >= IP_FAIL_MAX) {
      throw new AppError(ErrorCodes.RATE_LIMITED, '登录失败次数过多，请15分钟后再试');
    }
    const pair = await failuresSince(trx, { phone, ip }, since);
    const wait = pair.last === null ? 0 : pair.last + delayAfter(pair.count) - now;
    if (wait > 0) {
      throw new AppError(ErrorCodes.RATE_LIMITED, `尝试过于频繁，请${Math.ceil(wait / 1000)}秒后再试`);
    }
    if (opts.method === 'password' && opts.captcha !== true) {
      const onPhone = await failuresSince(trx, { phone }, since);
      if (fromIp.count >= CAPTCHA_AFTER_IP || onPhone.count >= CAPTCHA_AFTER_PHONE) {
        throw new AppError(opts.captcha === false ? ErrorCodes.CAPTCHA_INVALID : ErrorCodes.CAPTCHA_REQUIRED);
      }
    }
    const row = await trx
      .insertInto('login_attempts')
      // the time the delay was checked at, not the transaction's start (now()): a try that waited for
      // the locks would otherwise date itself early and shorten the next one's delay
      .values({ phone, ip, ok: false, created_at: new Date(now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The reserved attempt turned out right: it no longer counts as a failure. */
export async function loginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.updateTable('login_attempts').set({ ok: true }).where('id', '=', attemptId).execute();
}
