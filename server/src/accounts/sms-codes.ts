/**
 * SMS verification codes: 6 digits, single use, valid 10 minutes, at most 5 guesses each.
 * Sending is limited per phone (one per minute, ten per day) and per IP (twenty per hour).
 * Only a hash of phone+code is stored.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { ErrorCodes } from '@kickoff/shared/contracts';
import type { SmsProvider } from './sms-provider';
import type { SmsPurpose, SmsSent } from '@kickoff/shared/contracts';

export const CODE_TTL_S = 600;
export const RESEND_S = 60;
export const PHONE_DAILY_MAX = 10;
export const IP_HOURLY_MAX = 20;
const MAX_GUESSES = 5;

const PURPOSE_TEXT: Record<SmsPurpose, string> = { login: '登录', register: '注册', password: '修改密码' };

function codeHash(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

async function countSince(db: Db, column: 'phone' | 'ip', value: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sendCode(db: Db, provider: SmsProvider, phone: string, ip: string, purpose: SmsPurpose): Promise<SmsSent> {
  const now = Date.now();
  if ((await countSince(db, 'phone', phone, new Date(now - RESEND_S * 1000))) > 0) {
    throw new AppError(ErrorCodes.RATE_LIMITED, '验证码已发送，请1分钟后再试');
  }
  if ((await countSince(db, 'phone', phone, new Date(now - 86_400_000))) >= PHONE_DAILY_MAX) {
    throw new AppError(ErrorCodes.RATE_LIMITED, '今日验证码次数已用完，请明天再试');
  }
  if ((await countSince(db, 'ip', ip, new Date(now - 3_600_000))) >= IP_HOURLY_MAX) {
    throw new AppError(ErrorCodes.RATE_LIMITED);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await db
    .insertInto('sms_codes')
    .values({ phone, ip, code_hash: codeHash(phone, code), expires_at: new Date(now + CODE_TTL_S * 1000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await provider.send(phone, `【开球直播】您的${PURPOSE_TEXT[purpose]}验证码是${code}，10分钟内有效，请勿泄露给他人。`);
  } catch (err) {
    // a code nobody received must not count against the resend limit, nor be guessable
    await db.deleteFrom('sms_codes').where('id', '=', row.id).execute();
    throw new AppError(ErrorCodes.SMS_UNAVAILABLE, undefined, 200, err);
  }
  return { resendIn: RESEND_S, expiresIn: CODE_TTL_S };
}

/** Checks and consumes the newest live code for the phone. True once per code. */
export async function consumeCode(db: Db, phone: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('phone', '=', phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.attempts >= MAX_GUESSES) return false;
  if (row.code_hash !== codeHash(phone, code)) {
    await db.updateTable('sms_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    return false;
  }
  // the `used_at is null` guard makes two concurrent uses of one code succeed only once
  const used = await db
    .updateTable('sms_codes')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
