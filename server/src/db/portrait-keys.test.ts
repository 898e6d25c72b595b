/**
 * Upgrading a database that ran the older migrations (the live ones included): 002 still runs,
 * gives each stored portrait a key and moves the users' portrait URLs from the id to the key.
 */
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteWorkerDialect } from '../test-support/pglite-worker-dialect';
import { testDatabase, type TestDatabase } from '../test-support/db';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrate, type Database } from './index';
import { migrations } from './migrations/index';

let target: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  target = await testDatabase();
  const dialect =
    target.engine === 'postgres'
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 2 }) })
      : new PGliteWorkerDialect();
  db = new Kysely<Database>({ dialect });
}, 60_000);
afterAll(async () => {
  await db?.destroy().catch(() => undefined);
  await target?.drop();
});

test('a database from before portrait keys is upgraded: keys given, stored URLs moved', async () => {
  const before = migrations.filter((m) => m.name !== '002-portrait-keys');
  const old = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(before.map((m) => [m.name, m])) },
  });
  expect((await old.migrateToLatest()).error).toBeUndefined();
  const user = await sql<{
    id: number;
  }>`INSERT INTO users (phone, password_hash, nick_name) VALUES ('13700000001', 'h', '球迷')
    RETURNING id`.execute(db);
  const id = user.rows[0]!.id;
  const pic = await sql<{
    id: number;
  }>`INSERT INTO portraits (user_id, mime, bytes) VALUES (${id}, 'image/png', '\\x89'::bytea)
    RETURNING id`.execute(db);
  await sql`UPDATE users SET portrait = ${`/user/portrait/${pic.rows[0]!.id}`} WHERE id = ${id}`.execute(db);

  await migrate(db);
  const row = await sql<{
    key: string;
    portrait: string;
  }>`SELECT p.key, u.portrait FROM portraits p JOIN users u ON u.id = p.user_id`.execute(db);
  expect(row.rows).toHaveLength(1);
  expect(row.rows[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  expect(row.rows[0]!.portrait).toBe(`/user/portrait/${row.rows[0]!.key}`);
});
