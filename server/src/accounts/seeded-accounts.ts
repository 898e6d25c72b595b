/**
 * The demo world's accounts besides the demo fan — anchors, experts, the editors' desk, fans: each
 * gets a random password when it is made, held in memory only until the start prints them once, in
 * one block (`seededAccountsBlock`). A test harness may fix them with SEED_PASSWORD (config.ts; never
 * in production). An account marked by migration 033 (it had the published password) is given a new
 * one the same way.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/index';
import { hashPassword, RESEED_PASSWORD_HASH } from './password-hash';
import { DEMO_USER, findUserByPhone, type UserRow } from './users';
import { insertUser } from './signup';

export type SeedRole = '主播' | '专家' | '编辑' | '球迷';

export interface SeededCredential {
  role: SeedRole;
  phone: string;
  nickName: string;
  password: string;
}

/** No 0/O, 1/l/I: read off a terminal and typed on a phone. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters from 55: about 69 bits. */
function randomSeedPassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

let fixedPassword: string | undefined;
/** the one hash of SEED_PASSWORD: every seeded account shares the harness's password, so one scrypt serves them all */
let fixedHash: Promise<string> | undefined;
const made: SeededCredential[] = [];

/** SEED_PASSWORD for this process (a test harness), or undefined for random ones. */
export function fixSeedPassword(password: string | undefined): void {
  fixedPassword = password;
  fixedHash = undefined;
}

/** The stored hash for a seeded account's password: hashed once per process when it is the harness's fixed one. */
function seedHash(password: string): Promise<string> {
  if (password !== fixedPassword) return hashPassword(password);
  fixedHash ??= hashPassword(password);
  return fixedHash;
}

/** The seeded account with this phone, made (and its password noted for the print) when missing. */
export async function seededAccount(
  db: Db,
  role: SeedRole,
  phone: string,
  nickName: string,
): Promise<UserRow | undefined> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  const password = fixedPassword ?? randomSeedPassword();
  const user = await insertUser(db, phone, await seedHash(password), nickName);
  if (user) made.push({ role, phone, nickName: user.nick_name, password });
  return user;
}

/** Gives each marked account of `accounts` a new password (noted for the print, its sessions already gone). */
export async function reseedMarkedPasswords(
  db: Db,
  accounts: readonly { role: SeedRole; phone: string }[],
): Promise<void> {
  for (const a of accounts) {
    const user = await findUserByPhone(db, a.phone);
    if (user?.password_hash !== RESEED_PASSWORD_HASH) continue;
    const password = fixedPassword ?? randomSeedPassword();
    const row = await db
      .updateTable('users')
      .set({ password_hash: await seedHash(password) })
      .where('id', '=', user.id)
      .where('password_hash', '=', RESEED_PASSWORD_HASH)
      .returning('id')
      .executeTakeFirst();
    if (row) made.push({ role: a.role, phone: a.phone, nickName: user.nick_name, password });
  }
}

/** The credentials noted since the last call, and forgets them. */
export function takeSeededCredentials(): SeededCredential[] {
  return made.splice(0);
}

/**
 * The block `npm start` prints: the demo fan, then every account made (or re-passworded) by this
 * start. Empty list: one line saying the passwords were shown when they were made.
 */
export function seededAccountsBlock(list: readonly SeededCredential[]): string {
  if (list.length === 0) {
    return '演示账号：13800000000 / kickoff123；其他演示账号的密码已在首次启动时显示（删除 server/.data 可重新生成）';
  }
  const rows = [
    { role: '演示球迷', phone: DEMO_USER.phone, password: DEMO_USER.password, nickName: DEMO_USER.nickName },
    ...list,
  ];
  return [
    '==== 演示账号（随机密码只显示这一次，请自行保存）====',
    ...rows.map((r) => `  ${r.role.padEnd(4, '　')}  ${r.phone}  ${r.password.padEnd(12)}  ${r.nickName}`),
    '====',
  ].join('\n');
}
