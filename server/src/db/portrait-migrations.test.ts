/**
 * Upgrading a database that ran the older migrations (the live ones included): 002 gives each
 * stored portrait a key and moves the users' URLs to it; 027 then re-encodes every portrait a user
 * still shows into the upload service under that key (a phone photo's GPS gone), drops one that
 * does not decode (clearing its URL) and one nobody shows, and removes the raw table.
 */
import { Kysely, Migrator, sql } from 'kysely';
import sharp from 'sharp';
import { PGliteWorkerDialect } from './pglite-worker-dialect';
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
}, 120_000);

async function oldUser(phone: string): Promise<number> {
  const user = await sql<{ id: number }>`INSERT INTO users (phone, password_hash, nick_name)
    VALUES (${phone}, 'h', ${`球迷${phone.slice(-2)}`}) RETURNING id`.execute(db);
  return user.rows[0]!.id;
}

async function oldPortrait(userId: number, bytes: Buffer): Promise<string> {
  const pic = await sql<{ id: number }>`INSERT INTO portraits (user_id, mime, bytes)
    VALUES (${userId}, 'image/jpeg', ${bytes}) RETURNING id`.execute(db);
  return `/user/portrait/${pic.rows[0]!.id}`;
}

test('a database from before portrait keys and portrait uploads is upgraded', async () => {
  const before = migrations.filter((m) => !['002-portrait-keys', '027-portrait-uploads'].includes(m.name));
  const old = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(before.map((m) => [m.name, m])) },
  });
  expect((await old.migrateToLatest()).error).toBeUndefined();

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1e90ff' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1' } })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const approved = await oldUser('13700000001');
  await sql`UPDATE users SET portrait = ${await oldPortrait(approved, photo)} WHERE id = ${approved}`.execute(db);
  const replaced = await oldPortrait(approved, photo);
  expect(replaced).not.toBe('');
  const pending = await oldUser('13700000002');
  await sql`UPDATE users SET portrait_new = ${await oldPortrait(pending, Buffer.from('ffd8ffe0 not a jpeg'))},
    portrait_audit = 0 WHERE id = ${pending}`.execute(db);

  await migrate(db);
  const users = await sql<{ id: number; portrait: string; portrait_new: string; portrait_audit: number }>`
    SELECT id, portrait, portrait_new, portrait_audit FROM users ORDER BY id`.execute(db);
  const [a, p] = users.rows;
  expect(a!.portrait).toMatch(/^\/user\/portrait\/[0-9a-f]{32}$/);
  expect([p!.portrait, p!.portrait_new, p!.portrait_audit]).toEqual(['', '', 1]);

  const uploads = await sql<{ id: string; user_id: number; purpose: string; mime: string; bytes: Uint8Array }>`
    SELECT id, user_id, purpose, mime, bytes FROM uploads`.execute(db);
  // the approved one only: the replaced copy and the broken one are gone
  expect(uploads.rows.map((r) => [`/user/portrait/${r.id}`, r.user_id, r.purpose, r.mime])).toEqual([
    [a!.portrait, approved, 'avatar', 'image/webp'],
  ]);
  const meta = await sharp(Buffer.from(uploads.rows[0]!.bytes)).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 900, height: 600 });
  expect(meta.exif).toBeUndefined();
  const table = await sql<{ t: string | null }>`SELECT to_regclass('portraits')::text AS t`.execute(db);
  expect(table.rows[0]!.t).toBeNull();
}, 120_000);
