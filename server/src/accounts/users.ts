import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';
import { ErrorCodes, SIGNUP_COINS, type UserInfo } from '@kickoff/shared/contracts';
import { postTransfer, type Tx } from '../wallet/ledger';
import { createNotices } from '../notices/notices';
import { findBanned } from '../moderation/word-filter';
import { AppError } from '../errors';
import { hashPassword } from './password-hash';

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

/** A nickname as typed, trimmed; empty or carrying a banned word → PARAM_INVALID. */
export function acceptableNickName(raw: string): string {
  const nickName = raw.trim();
  if (!nickName) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：昵称不能为空');
  if (findBanned(nickName)) throw new AppError(ErrorCodes.PARAM_INVALID, '昵称含有不当词语，请换一个');
  return nickName;
}

/** Default nickname for a new account: 球迷 + the phone's last four digits. */
export function defaultNickName(phone: string): string {
  return `球迷${phone.slice(-4)}`;
}

export async function createUser(
  db: Db,
  phone: string,
  password: string,
  nickName: string,
): Promise<UserRow | undefined> {
  return insertUser(db, phone, await hashPassword(password), nickName);
}

/**
 * Adds a user whose password is already hashed, with the sign-up coins, in one transaction (the
 * caller's when it passes one); undefined when the phone is taken.
 */
export async function insertUser(
  db: Db,
  phone: string,
  passwordHash: string,
  nickName: string,
): Promise<UserRow | undefined> {
  if (!db.isTransaction) return db.transaction().execute((trx) => insertUser(trx, phone, passwordHash, nickName));
  const user = await db
    .insertInto('users')
    .values({ phone, password_hash: passwordHash, nick_name: nickName })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (user) {
    await postTransfer(db as Tx, {
      key: `signup:${user.id}`,
      postings: [{ userId: user.id, currency: 'coin', amount: SIGNUP_COINS, reason: 'signup' }],
    });
    await createNotices(db, [user.id], {
      kind: 'system',
      title: '欢迎来到开球直播',
      body: `注册赠送的 ${SIGNUP_COINS} 金币已到账，可在直播间送礼、购买专家方案。`,
      link: '/user',
      dedupeKey: 'welcome',
    });
  }
  return user;
}

/**
 * Whether to seed the demo account (its password is published): `SEED_DEMO=1` / `0` decide; unset,
 * every embedded (PGlite) or non-production run seeds it, and production on a real database never.
 */
export function demoSeedWanted(seedDemo: string | undefined, nodeEnv: string, engine: 'pglite' | 'postgres'): boolean {
  if (seedDemo === '1') return true;
  if (seedDemo === '0') return false;
  if (seedDemo !== undefined && seedDemo !== '') throw new Error(`SEED_DEMO must be 1 or 0, not ${seedDemo}`);
  return engine === 'pglite' || nodeEnv !== 'production';
}

/** Seeds the documented demo account on first start; undefined when it already existed. */
export async function seedDemoUser(db: Db): Promise<UserRow | undefined> {
  if (await findUserByPhone(db, DEMO_USER.phone)) return undefined;
  return createUser(db, DEMO_USER.phone, DEMO_USER.password, DEMO_USER.nickName);
}
