/**
 * The moment's cache of user rows behind /user/center/info: a row read is answered from memory; any
 * write to `users` through this database (a rename, a new portrait, a sign-up) is seen by the next
 * read at once; a write this node never hears of (another server on PostgreSQL, here a raw
 * statement) shows within USER_CACHE_MS; a read that raced a write does not keep what it read.
 */
import { sql } from 'kysely';
import { hashPassword } from './password-hash';
import { insertUser } from './signup';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { cachedUserById, USER_CACHE_MS } from './user-cache';

let t: OpenTestDb;
let userId: number;

beforeAll(async () => {
  t = await openTestDb();
  userId = (await insertUser(t.db, '13788880078', await hashPassword('fan-pass-1'), '缓存行球迷'))!.id;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** renames the fan with a statement the database's write listeners cannot read, as another server would */
const renameBehindTheBack = (name: string) =>
  sql`UPDATE users SET nick_name = ${name} WHERE id = ${userId}`.execute(t.db);

test('a write no one hears of shows once the moment has passed, not before', async () => {
  const now = Date.now();
  expect((await cachedUserById(t.db, userId, now))?.nick_name).toBe('缓存行球迷');
  await renameBehindTheBack('远处改名');
  expect((await cachedUserById(t.db, userId, now + USER_CACHE_MS - 1))?.nick_name).toBe('缓存行球迷');
  expect((await cachedUserById(t.db, userId, now + USER_CACHE_MS))?.nick_name).toBe('远处改名');
});

test('a write through this database is seen by the very next read', async () => {
  const now = Date.now();
  await cachedUserById(t.db, userId, now);
  await t.db.updateTable('users').set({ nick_name: '本地改名' }).where('id', '=', userId).execute();
  expect((await cachedUserById(t.db, userId, now))?.nick_name).toBe('本地改名');
  // inside a transaction too, once it has committed
  await t.db
    .transaction()
    .execute((trx) =>
      trx.updateTable('users').set({ portrait_new: '/user/portrait/new-one' }).where('id', '=', userId).execute(),
    );
  expect((await cachedUserById(t.db, userId, now))?.portrait_new).toBe('/user/portrait/new-one');
});

test('a read that started before a write does not keep the row it read', async () => {
  const now = Date.now() + 60_000; // past every entry the tests above left
  const racing = cachedUserById(t.db, userId, now);
  await t.db.updateTable('users').set({ nick_name: '竞速改名' }).where('id', '=', userId).execute();
  await racing;
  expect((await cachedUserById(t.db, userId, now))?.nick_name).toBe('竞速改名');
});
