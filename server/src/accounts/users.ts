/**
 * Reading accounts: a fan by phone or id, the public view of one (toUserInfo, the masked phone),
 * nickname rules and clashes, and the demo fan's documented account. Creating one is signup.ts.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';
import { ErrorCodes, nicknameKey, nicknameProblem, type UserInfo } from '@kickoff/shared/contracts';
import { findBanned } from '../moderation/word-filter';
import { AppError } from '../errors';

export type UserRow = Selectable<UsersTable>;

export const DEMO_USER = { phone: '13800000000', password: 'kickoff123', nickName: '球迷小王' } as const;

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    nickName: row.nick_name,
    portrait: row.portrait,
    portraitAudit: row.portrait_audit === 1 ? 1 : 0,
    portraitNew: row.portrait_new,
    diyTheme: row.diy_theme,
    phone: maskPhone(row.phone),
  };
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A nickname a fan chose (registration, rename), trimmed: the shared rule (length, visible
 * characters, reserved words) and the word filter, else PARAM_INVALID saying why. Whether the name
 * is free is `nickNameTaken`'s question (and, in the end, the unique index's).
 */
export function acceptableNickName(raw: string): string {
  const nickName = raw.trim();
  const problem = nicknameProblem(nickName);
  if (problem) throw new AppError(ErrorCodes.PARAM_INVALID, problem);
  if (findBanned(nickName)) throw new AppError(ErrorCodes.PARAM_INVALID, '昵称含有不当词语，请换一个');
  return nickName;
}

export const NICKNAME_TAKEN = '该昵称已被使用，请换一个';

/** Whether another live account holds this name, compared as the unique index does (width, case). */
export async function nickNameTaken(db: Db, nickName: string, exceptUserId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('nick_key', '=', nicknameKey(nickName));
  if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The unique nickname index refused a write (PostgreSQL's code; PGlite's worker may pass the text only). */
export function isNickNameClash(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string } | null;
  const unique = err?.code === '23505' || /duplicate key value/.test(String(err?.message));
  return unique && /users_nick_key/.test(`${err?.constraint ?? ''} ${err?.message ?? ''}`);
}

/** Default nickname for a new account: 球迷 + the phone's last four digits. */
export function defaultNickName(phone: string): string {
  return `球迷${phone.slice(-4)}`;
}
