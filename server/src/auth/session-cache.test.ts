/**
 * The token cache in front of the sessions table: a token looked up is answered from memory for a
 * few seconds; a revocation made on this node ends it at once; one the node never hears of (another
 * process, Redis down) is honoured within SESSION_CACHE_MS; a lookup that raced a revocation does
 * not keep what it read.
 */
import { hashPassword } from '../accounts/password-hash';
import { insertUser } from '../accounts/signup';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { cacheGeneration, cachedUserId, cacheSession, forgetSessions, SESSION_CACHE_MS } from './session-cache';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  sessionsRevoked,
  tokenHash,
  userIdByToken,
} from './sessions';

let t: OpenTestDb;
let userId: number;

beforeAll(async () => {
  t = await openTestDb();
  userId = (await insertUser(t.db, '13788880077', await hashPassword('fan-pass-1'), '缓存球迷'))!.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** ends a session in the table only, as another process would: nobody tells this node */
const revokeBehindTheBack = (token: string) =>
  t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash(token)).execute();

test('a token looked up is answered from memory; a revocation never heard of holds once the cache lapses', async () => {
  const token = await createSession(t.db, userId);
  const now = Date.now();
  expect(await userIdByToken(t.db, token, now)).toBe(userId);
  await revokeBehindTheBack(token);
  // still in the cache: the database is not asked
  expect(await userIdByToken(t.db, token, now + SESSION_CACHE_MS - 1)).toBe(userId);
  // the cache lets it go: the database says revoked
  expect(await userIdByToken(t.db, token, now + SESSION_CACHE_MS)).toBeNull();
});

test('a logout on this node ends the token at once', async () => {
  const token = await createSession(t.db, userId);
  expect(await userIdByToken(t.db, token)).toBe(userId);
  await revokeSession(t.db, token);
  expect(await userIdByToken(t.db, token)).toBeNull();
});

test('a password change keeps the caller signed in and ends every other token at once', async () => {
  const kept = await createSession(t.db, userId);
  const other = await createSession(t.db, userId);
  expect(await userIdByToken(t.db, kept)).toBe(userId);
  expect(await userIdByToken(t.db, other)).toBe(userId);
  await revokeUserSessions(t.db, userId, kept);
  sessionsRevoked(userId, kept);
  expect(await userIdByToken(t.db, other)).toBeNull();
  expect(await userIdByToken(t.db, kept)).toBe(userId);
});

test('a lookup that read the table before a revocation does not cache what it read', () => {
  const now = Date.now();
  const generation = cacheGeneration();
  forgetSessions({ tokenHash: 'another-token' });
  cacheSession('raced', userId, now + 60_000, now, generation);
  expect(cachedUserId('raced', now)).toBeUndefined();
  cacheSession('raced', userId, now + 60_000, now, cacheGeneration());
  expect(cachedUserId('raced', now)).toBe(userId);
});

test('an entry never outlives its session', () => {
  const now = Date.now();
  cacheSession('ending', userId, now + 1_000, now, cacheGeneration());
  expect(cachedUserId('ending', now + 999)).toBe(userId);
  expect(cachedUserId('ending', now + 1_000)).toBeUndefined();
});
