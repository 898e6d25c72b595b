/**
 * The few fans a fresh demo world has besides the demo account: one list for every feature's seed
 * (they chat, post, comment and follow as themselves). Their passwords are random, printed once at
 * the start (seeded-accounts.ts).
 */
import type { Db } from '../db/index';
import { seededAccount } from './seeded-accounts';

export const SEEDED_FANS = [
  { phone: '13800000101', nickName: '老王看球' },
  { phone: '13800000102', nickName: '曼城死忠' },
  { phone: '13800000103', nickName: '篮球小李' },
  { phone: '13800000104', nickName: '解说阿杰' },
] as const;

/** The seeded fans' ids, in the list's order; each is created on first call. */
export async function seededFans(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (const f of SEEDED_FANS) {
    const user = await seededAccount(db, '球迷', f.phone, f.nickName);
    if (user) ids.push(user.id);
  }
  return ids;
}
