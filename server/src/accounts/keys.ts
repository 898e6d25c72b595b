/**
 * Dynamic AES keys (`GET /user/key`): each call gets a fresh random key/IV bound to a key id that
 * expires after KEY_TTL_S. Stored in the database so any node of a cluster can decrypt.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, type DynamicKey } from '@kickoff/shared/contracts';

const KEY_TTL_S = 300;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function randomAscii(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export async function issueKey(db: Db): Promise<DynamicKey> {
  const key: DynamicKey = {
    keyId: randomBytes(12).toString('hex'),
    key: randomAscii(16),
    iv: randomAscii(16),
    expiresIn: KEY_TTL_S,
  };
  await db.deleteFrom('crypto_keys').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('crypto_keys')
    .values({
      key_id: key.keyId,
      aes_key: key.key,
      aes_iv: key.iv,
      expires_at: new Date(Date.now() + KEY_TTL_S * 1000),
    })
    .execute();
  return key;
}

/** The key/IV to decrypt with: the live dynamic key for `keyId`, or the defaults without one. */
export async function keyFor(db: Db, keyId: string | undefined): Promise<{ key: string; iv: string } | null> {
  if (!keyId) return { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
  const row = await db
    .selectFrom('crypto_keys')
    .select(['aes_key', 'aes_iv'])
    .where('key_id', '=', keyId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { key: row.aes_key, iv: row.aes_iv } : null;
}
