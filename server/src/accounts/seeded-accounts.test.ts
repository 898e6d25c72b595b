/**
 * Nothing seeded answers a published password but the README's demo fan: a demo start prints every
 * other seeded account once with its random password (which works, and kickoff123 does not); a
 * database seeded before this rule has those accounts re-passworded; production on PostgreSQL seeds
 * no account at all; SEED_PASSWORD is for test harnesses only.
 */
import {
  ACCOUNT_PATHS,
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  ErrorCodes,
  type Envelope,
  type LoginResult,
} from '@kickoff/shared/contracts';
import { loadConfig } from '../config';
import { legacySeedPasswords033 } from '../db/migrations/033-legacy-seed-passwords';
import { encryptPassword } from '../test-support/crypto';
import { openTestDb, sqlClient, testDatabase, type TestDatabase } from '../test-support/db';
import { startServer, type RunningServer } from '../test-support/server';
import { SEED_ANCHORS } from '../vlive/seed';
import { RESEED_PASSWORD_HASH, verifyPassword } from './password-hash';
import { reseedMarkedPasswords, takeSeededCredentials } from './seeded-accounts';
import { createSession, userIdByToken } from '../auth/sessions';
import { DEMO_USER, findUserByPhone } from './users';
import { createUser } from './signup';

const cipher = (plain: string) => encryptPassword(plain, DEFAULT_AES_KEY, DEFAULT_AES_IV);

describe('a demo start', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let printed: { role: string; phone: string; password: string }[];

  beforeAll(async () => {
    database = await testDatabase();
    // behind one trusted proxy hop, so each sign-in below comes from a client address of its own
    // random passwords, as on `npm start`: no harness password
    server = await startServer(39431, { ...database.env, SEED_DEMO: '1', TRUST_PROXY: '1', SEED_PASSWORD: '' });
    const out = await server.waitForOutput('KICKOFF_SETTLED', 400_000);
    const block = out.slice(out.indexOf('==== 演示账号'));
    printed = [...block.matchAll(/^ {2}(\S+?)\u3000*\s+(1\d{10})\s+(\S+)\s+\S+$/gmu)].map((m) => ({
      role: m[1]!,
      phone: m[2]!,
      password: m[3]!,
    }));
  }, 480_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test('prints each seeded account once, in one block: the demo fan, anchors, experts, the editors, fans', () => {
    expect(printed[0]).toEqual({ role: '演示球迷', phone: DEMO_USER.phone, password: DEMO_USER.password });
    const roles = new Map(printed.map((p) => [p.phone, p.role]));
    for (const a of SEED_ANCHORS) expect(roles.get(a.phone)).toBe('主播');
    expect(new Set(printed.map((p) => p.role))).toEqual(new Set(['演示球迷', '主播', '专家', '编辑', '球迷']));
    expect(new Set(printed.map((p) => p.phone)).size).toBe(printed.length);
    for (const p of printed.slice(1)) expect(p.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(server.output().split('==== 演示账号').length).toBe(2);
  });

  test('no seeded account but the demo fan answers kickoff123; the printed passwords work', async () => {
    // every account tried from its own address, as many fans would: one address's limits (picture
    // code after a few failures, 30 sign-ins a minute) are the abuse tests' subject, not this one's
    let clients = 0;
    const login = async (phone: string, plain: string) => {
      clients += 1;
      const res = await fetch(`${server.url}${ACCOUNT_PATHS.login}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.9.${clients >> 8}.${clients & 255}`,
        },
        body: new URLSearchParams({ phone, password: cipher(plain) }),
      });
      return (await res.json()) as Envelope<LoginResult>;
    };
    expect((await login(DEMO_USER.phone, DEMO_USER.password)).code).toBe(200);
    for (const p of printed.slice(1))
      expect({ phone: p.phone, code: (await login(p.phone, 'kickoff123')).code }).toEqual({
        phone: p.phone,
        code: ErrorCodes.LOGIN_FAILED,
      });
    const anchor = printed.find((p) => p.role === '主播')!;
    const editor = printed.find((p) => p.role === '编辑')!;
    expect((await login(anchor.phone, anchor.password)).code).toBe(200);
    expect((await login(editor.phone, editor.password)).code).toBe(200);
  }, 240_000);
});

test('an anchor seeded before with the published password loses it and its sessions, gets a printed one', async () => {
  const t = await openTestDb();
  try {
    const anchor = (await createUser(t.db, SEED_ANCHORS[1].phone, 'kickoff123', SEED_ANCHORS[1].nickName))!;
    const fan = (await createUser(t.db, '19900000101', 'changed-by-owner', '红魔老张'))!;
    const token = await createSession(t.db, anchor.id);
    await legacySeedPasswords033.up(t.db);
    expect((await findUserByPhone(t.db, anchor.phone))!.password_hash).toBe(RESEED_PASSWORD_HASH);
    expect(await userIdByToken(t.db, token)).toBeNull();
    // a password its owner changed is left alone
    expect((await findUserByPhone(t.db, fan.phone))!.password_hash).toBe(fan.password_hash);

    takeSeededCredentials();
    await reseedMarkedPasswords(t.db, [
      { role: '主播', phone: anchor.phone },
      { role: '球迷', phone: fan.phone },
    ]);
    const [given, ...more] = takeSeededCredentials();
    expect(more).toEqual([]);
    expect(given).toMatchObject({ role: '主播', phone: anchor.phone, nickName: SEED_ANCHORS[1].nickName });
    const hash = (await findUserByPhone(t.db, anchor.phone))!.password_hash;
    expect(await verifyPassword(given!.password, hash)).toBe(true);
    expect(await verifyPassword('kickoff123', hash)).toBe(false);
  } finally {
    await t.close();
  }
}, 300_000);

test('SEED_PASSWORD is a test harness’s: refused in production and when it is the published password', () => {
  expect(loadConfig({ NODE_ENV: 'test', SEED_PASSWORD: 'harness-pw' }).seedPassword).toBe('harness-pw');
  expect(loadConfig({ NODE_ENV: 'test' }).seedPassword).toBeUndefined();
  expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console', SEED_PASSWORD: 'harness-pw' })).toThrow(
    'SEED_PASSWORD is refused with NODE_ENV=production',
  );
  expect(() => loadConfig({ NODE_ENV: 'test', SEED_PASSWORD: 'kickoff123' })).toThrow('published password');
});

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres(
  'production on PostgreSQL seeds no account at all',
  async () => {
    const database = await testDatabase();
    const server = await startServer(39432, {
      ...database.env,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
    });
    try {
      const out = await server.waitForOutput('KICKOFF_SETTLED');
      expect(out).not.toContain('演示账号');
      const sql = sqlClient(database)!;
      await sql.connect();
      const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM users');
      await sql.end();
      expect(Number(rows[0]!.n)).toBe(0);
    } finally {
      await server.stop();
      await database.drop();
    }
  },
  240_000,
);
