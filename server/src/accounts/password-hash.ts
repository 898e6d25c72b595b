/**
 * Password storage: scrypt with N = 2^17, r = 8, p = 1 (≈128 MiB, a few hundred ms per hash),
 * 16-byte random salt. Encoded as `scrypt$17$8$1$<salt b64>$<hash b64>` so parameters can rise later.
 * At most HASH_CONCURRENCY hashes run at once (the rest wait their turn, up to HASH_QUEUE_MAX), so a
 * burst of sign-ins costs time, not 128 MiB each.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ErrorCodes } from '@kickoff/shared/contracts';
import { AppError } from '../errors';

export const HASH_CONCURRENCY = 2;
const HASH_QUEUE_MAX = 200;

let running = 0;
const waiting: Array<() => void> = [];
/** hashes started since the process began, and the most that ran at once (tests read them) */
export const hashStats = { started: 0, peak: 0 };

/** Runs `work` when one of the HASH_CONCURRENCY slots is free; refuses past HASH_QUEUE_MAX waiting. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_MAX) throw new AppError(ErrorCodes.RATE_LIMITED, '服务繁忙，请稍后再试');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  hashStats.started++;
  hashStats.peak = Math.max(hashStats.peak, running);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // the slot passes straight to the next in line, or is freed
    if (next) next();
    else running--;
  }
}

/**
 * Not a scrypt record (no password opens it): a seeded account that had the demo's published
 * password, until the demo start gives it a new one (migration 033, accounts/seeded-accounts.ts).
 */
export const RESEED_PASSWORD_HASH = '!reseed';

const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG_N, R, P);
  return `scrypt$${LOG_N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
