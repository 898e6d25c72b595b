/** Password change, revocation and real name against a real database (PGlite, or PostgreSQL). */
import { sql } from 'kysely';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { certifyRealName, changePassword } from './account-writes';
import { createSession, tokenHash, userIdByToken } from '../auth/sessions';
import { onSessionsRevoked, type SessionsRevoked } from '../auth/session-events';
import { insertUser } from './signup';

let t: OpenTestDb;
beforeAll(async () => {
  t = await openTestDb();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function userWithSessions(phone: string, n: number) {
  const user = (await insertUser(t.db, phone, 'hash-old', '球迷'))!;
  const tokens = await Promise.all(Array.from({ length: n }, () => createSession(t.db, user.id)));
  return { user, tokens };
}
const live = async (tokens: string[]) =>
  Promise.all(tokens.map(async (tok) => (await userIdByToken(t.db, tok)) !== null));
const hashOf = async (id: number) =>
  (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

describe('password change', () => {
  it('is one transaction: when revoking fails, the old password and every session still hold', async () => {
    const { user, tokens } = await userWithSessions('13500000001', 3);
    await sql`CREATE FUNCTION refuse_revoke() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'revocation failed'; END $$`.execute(t.db);
    await sql`CREATE TRIGGER refuse_revoke BEFORE UPDATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_revoke()`.execute(t.db);
    try {
      await expect(changePassword(t.db, user.id, 'hash-old', 'hash-new', tokens[0])).rejects.toThrow(
        'revocation failed',
      );
    } finally {
      await sql`DROP TRIGGER refuse_revoke ON sessions`.execute(t.db);
    }
    expect(await hashOf(user.id)).toBe('hash-old');
    expect(await live(tokens)).toEqual([true, true, true]);
  });

  it('sets the hash, revokes the other sessions, keeps the caller in, and tells the listeners after', async () => {
    const { user, tokens } = await userWithSessions('13500000002', 3);
    const told: SessionsRevoked[] = [];
    const off = onSessionsRevoked((event) => told.push(event));
    try {
      expect(await changePassword(t.db, user.id, 'hash-old', 'hash-new', tokens[0])).toBe(true);
    } finally {
      off();
    }
    expect(await hashOf(user.id)).toBe('hash-new');
    expect(await live(tokens)).toEqual([true, false, false]);
    expect(told).toEqual([{ userId: user.id, keptTokenHash: tokenHash(tokens[0]!) }]);
  });

  it('two changes checked against the same old password: one wins, the other changes nothing', async () => {
    const { user, tokens } = await userWithSessions('13500000003', 2);
    const results = await Promise.all([
      changePassword(t.db, user.id, 'hash-old', 'hash-a', tokens[0]),
      changePassword(t.db, user.id, 'hash-old', 'hash-b', tokens[1]),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await hashOf(user.id)).toBe(results[0] ? 'hash-a' : 'hash-b');
    // the winner's session stays, the loser's was revoked by the winner
    expect(await live(tokens)).toEqual(results);
  });
});

test('real name: of 10 parallel submissions exactly one is recorded, and it is the one told so', async () => {
  const { user } = await userWithSessions('13500000004', 0);
  const names = Array.from({ length: 10 }, (_, i) => `张${'一二三四五六七八九十'[i]}`);
  const results = await Promise.all(names.map((name, i) => certifyRealName(t.db, user.id, name, String(1000 + i))));
  expect(results.filter(Boolean)).toHaveLength(1);
  const row = await t.db
    .selectFrom('users')
    .select(['real_name', 'id_card_tail'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const winner = results.indexOf(true);
  expect(row).toEqual({ real_name: names[winner], id_card_tail: String(1000 + winner) });
  expect(await certifyRealName(t.db, user.id, '李四', '9999')).toBe(false);
});
