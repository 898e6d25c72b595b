/**
 * SMS verification codes: 6 digits, single use, valid 10 minutes, at most 5 guesses each.
 * Sending is limited per phone (one per minute; ten a day from one client address, twenty from
 * all) and per client address (twenty per hour), and needs a picture code once the phone has had
 * a few codes today or the address a few this hour: a stranger cannot spend the owner's day alone.
 * Only a hash of phone+code is stored.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/index';
import { lockKey } from '../db/locks';
import { sql } from 'kysely';
import { AppError } from '../errors';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { smsErrorCode, type SmsProvider } from './sms-provider';
import type { SmsPurpose, SmsSent } from '@kickoff/shared/contracts';

const CODE_TTL_S = 600;
export const RESEND_S = 60;
/** codes a day for one phone requested from one client address */
export const PAIR_DAILY_MAX = 10;
/** codes a day for one phone from every address together (the SMS bill's and the phone's ceiling) */
export const PHONE_DAILY_MAX = 20;
export const IP_HOURLY_MAX = 20;
/** codes for the phone today, or from the address this hour, before the next needs a picture code */
export const CAPTCHA_AFTER_PHONE_DAILY = 3;
export const CAPTCHA_AFTER_IP_HOURLY = 10;
const MAX_GUESSES = 5;

function codeHash(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

async function countSince(db: Db, where: { phone?: string; ip?: string }, since: Date): Promise<number> {
  let q = db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('created_at', '>', since);
  if (where.phone !== undefined) q = q.where('phone', '=', where.phone);
  if (where.ip !== undefined) q = q.where('ip', '=', where.ip);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Checks the resend and daily/hourly caps and the picture code, and records the send, in one
 * transaction that holds the phone's and the IP's locks: parallel requests are counted one after
 * another, none slips past. A request that is not delivered (`deliver` false: the phone's state does
 * not fit the purpose) still counts against the caps, so the caps' answers tell no registered phone
 * from another. `captcha` is the request's picture code, already spent (undefined: none sent).
 */
async function reserveSend(
  db: Db,
  phone: string,
  ip: string,
  codeHashValue: string,
  purpose: SmsPurpose,
  captcha: boolean | undefined,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'smsPhone', phone);
    await lockKey(trx, 'smsIp', ip);
    const now = Date.now();
    const day = new Date(now - 86_400_000);
    if ((await countSince(trx, { phone }, new Date(now - RESEND_S * 1000))) > 0) {
      throw new AppError(ErrorCodes.RATE_LIMITED, '验证码已发送，请1分钟后再试');
    }
    const today = await countSince(trx, { phone }, day);
    if (today >= PHONE_DAILY_MAX || (await countSince(trx, { phone, ip }, day)) >= PAIR_DAILY_MAX) {
      throw new AppError(ErrorCodes.RATE_LIMITED, '今日验证码次数已用完，请明天再试');
    }
    const thisHour = await countSince(trx, { ip }, new Date(now - 3_600_000));
    if (thisHour >= IP_HOURLY_MAX) throw new AppError(ErrorCodes.RATE_LIMITED);
    if (captcha !== true && (today >= CAPTCHA_AFTER_PHONE_DAILY || thisHour >= CAPTCHA_AFTER_IP_HOURLY)) {
      throw new AppError(captcha === false ? ErrorCodes.CAPTCHA_INVALID : ErrorCodes.CAPTCHA_REQUIRED);
    }
    const row = await trx
      .insertInto('sms_codes')
      // dated when the limits were checked, not at the transaction's start (now()): a request that
      // waited for the locks would otherwise date itself early and shorten the next one's wait
      .values({
        phone,
        ip,
        purpose,
        code_hash: codeHashValue,
        expires_at: new Date(now + CODE_TTL_S * 1000),
        created_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * Sends a code when `deliver` is true. When it is false (a login code for an unknown phone, a
 * register code for a known one) the answer is the same but nothing is sent, and the row kept for
 * the caps holds the hash of a random secret no 6-digit guess can match.
 */
export async function sendCode(
  db: Db,
  provider: SmsProvider,
  phone: string,
  ip: string,
  purpose: SmsPurpose,
  deliver = true,
  captcha: boolean | undefined = undefined,
): Promise<SmsSent> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored = deliver ? codeHash(phone, code) : codeHash(phone, randomBytes(32).toString('hex'));
  const id = await reserveSend(db, phone, ip, stored, purpose, captcha);
  if (deliver) {
    try {
      await provider.send({ phone, code, purpose, minutes: CODE_TTL_S / 60 });
    } catch (err) {
      // a code nobody received must not count against the resend limit, nor be guessable
      await db.deleteFrom('sms_codes').where('id', '=', id).execute();
      // the provider logged it for ops (sms-provider.ts); the fan gets the reason's own message
      throw new AppError(smsErrorCode(err));
    }
  }
  return { resendIn: RESEND_S, expiresIn: CODE_TTL_S };
}

/**
 * Checks and consumes the newest live code for the phone, true once per code. One statement: the
 * guess is counted and the code used in the same row update. The row is locked and re-read after
 * any parallel guess, so every guess is counted (50 parallel guesses leave `attempts` at 50) and
 * only a guess that finds fewer than 5 before it is compared at all. `use` keeps the two kinds
 * apart: a deletion code ('deregister') neither signs in nor resets a password, and a sign-in code
 * ('sign-in': login, register, password) cannot delete an account.
 */
export async function consumeCode(
  db: Db,
  phone: string,
  code: string,
  use: 'sign-in' | 'deregister' = 'sign-in',
): Promise<boolean> {
  const now = new Date();
  const newest = db
    .selectFrom('sms_codes')
    .select('id')
    .where('phone', '=', phone)
    .where('purpose', use === 'deregister' ? '=' : '!=', 'deregister')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1);
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      used_at: eb
        .case()
        .when(eb.and([eb('attempts', '<', MAX_GUESSES), eb('code_hash', '=', codeHash(phone, code))]))
        .then(sql<Date>`${now}::timestamptz`)
        .else(null)
        .end(),
    }))
    .where('id', '=', newest)
    .where('used_at', 'is', null)
    .returning('used_at')
    .executeTakeFirst();
  return row?.used_at != null;
}
