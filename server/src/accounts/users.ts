import type { Selectable } from 'kysely';
import type { Db } from '../db/index';
import type { UsersTable } from '../db/schema';
import { randomInt } from 'node:crypto';
import { ErrorCodes, SIGNUP_COINS, nicknameKey, nicknameProblem, type UserInfo } from '@kickoff/shared/contracts';
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

/** `wanted`, or when another account holds it, `wanted` + a few digits that nobody holds. */
async function freeNickName(db: Db, wanted: string): Promise<string> {
  let name = wanted;
  for (let digits = 2; await nickNameTaken(db, name); digits++) {
    name = `${wanted}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
  }
  return name;
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
 * caller's when it passes one); undefined when the phone is taken. A name another account holds is
 * refused (CONFLICT) when the fan chose it (`taken: 'refuse'`); a name the system picked (the
 * default 球迷1234, a seed's) gets a few digits added instead.
 */
export async function insertUser(
  db: Db,
  phone: string,
  passwordHash: string,
  nickName: string,
  taken: 'refuse' | 'suffix' = 'suffix',
): Promise<UserRow | undefined> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => insertUser(trx, phone, passwordHash, nickName, taken));
  }
  if (taken === 'refuse' && (await nickNameTaken(db, nickName)))
    throw new AppError(ErrorCodes.CONFLICT, NICKNAME_TAKEN);
  const name = taken === 'refuse' ? nickName : await freeNickName(db, nickName);
  const user = await db
    .insertInto('users')
    .values({ phone, password_hash: passwordHash, nick_name: name, nick_key: nicknameKey(name) })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returningAll()
    .executeTakeFirst()
    .catch((e: unknown) => {
      // another sign-up took the name between the check and this insert
      if (isNickNameClash(e)) throw new AppError(ErrorCodes.CONFLICT, NICKNAME_TAKEN);
      throw e;
    });
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
 * Whether to seed the demo world (the demo fan's password is published): `SEED_DEMO=1` / `0`
 * decide; unset, every embedded (PGlite: `npm start`) or non-production run seeds it. Production on
 * a real database never seeds an account, and refuses SEED_DEMO=1.
 */
export function demoSeedWanted(seedDemo: string | undefined, nodeEnv: string, engine: 'pglite' | 'postgres'): boolean {
  const production = nodeEnv === 'production' && engine === 'postgres';
  if (seedDemo === '1' && production) throw new Error('SEED_DEMO=1 is refused with NODE_ENV=production on PostgreSQL');
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
