/**
 * Anchors' stream keys: one secret per room, made by its anchor (shown once), kept only as its
 * SHA-256 — a key is 192 random bits, so a fast hash is as safe as a slow one and lets every publish
 * be checked with one indexed look-up. A new key revokes the old; an unknown or revoked key finds no room.
 */
import { createHash, randomBytes } from 'node:crypto';
import { STREAM_KEY_PATTERN } from '@kickoff/shared/contracts/vlive';
import type { Db } from '../db/index';
import { vdb } from './tables';
import type { Tx } from '../wallet/ledger';

const KEY_RE = new RegExp(STREAM_KEY_PATTERN);

export const hashOfStreamKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Makes the room a new stream key (the old one stops working) and answers it: the only time it is seen. */
export async function rotateStreamKey(db: Db | Tx, roomId: number, now = Date.now()): Promise<string> {
  const key = `sk_${randomBytes(24).toString('base64url')}`;
  await vdb(db)
    .insertInto('vlive_stream_keys')
    .values({ room_id: roomId, key_hash: hashOfStreamKey(key), created_at: new Date(now) })
    .onConflict((oc) => oc.column('room_id').doUpdateSet({ key_hash: hashOfStreamKey(key), created_at: new Date(now) }))
    .execute();
  return key;
}

/** Leaves the room without a key: nothing can publish to it until a new one is made. */
export async function revokeStreamKey(db: Db | Tx, roomId: number): Promise<void> {
  await vdb(db).deleteFrom('vlive_stream_keys').where('room_id', '=', roomId).execute();
}

/** The room a key publishes to, or null (malformed, unknown or revoked). */
export async function roomOfStreamKey(db: Db, key: string): Promise<number | null> {
  if (!KEY_RE.test(key)) return null;
  const row = await vdb(db)
    .selectFrom('vlive_stream_keys')
    .select('room_id')
    .where('key_hash', '=', hashOfStreamKey(key))
    .executeTakeFirst();
  return row?.room_id ?? null;
}
