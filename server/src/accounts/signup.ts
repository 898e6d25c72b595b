/**
 * A new account: the users row with a free nickname, the sign-up coins and the welcome notice in
 * one transaction — and the demo fan, seeded through the same code on a demo start. Reading
 * accounts (users.ts) needs none of this: the features that only look a fan up import that.
 */
import { randomInt } from 'node:crypto';
import { ErrorCodes, SIGNUP_COINS, nicknameKey } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import { createNotices } from '../notices/notices';
import { postTransfer, type Tx } from '../wallet/ledger';
import { hashPassword } from './password-hash';
import { DEMO_USER, NICKNAME_TAKEN, findUserByPhone, isNickNameClash, nickNameTaken, type UserRow } from './users';

/** `wanted`, or when another account holds it, `wanted` + a few digits that nobody holds. */
export async function freeNickName(db: Db, wanted: string): Promise<string> {
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
