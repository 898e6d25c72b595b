/**
 * The database for a test: either env for a server process (`testDatabase`) or a migrated kysely
 * `Db` in this process (`openTestDb`, for buildApp + app.inject or direct queries).
 * The database a test server runs on: a fresh PostgreSQL database (dropped afterwards) when
 * TEST_DATABASE_URL is set — CI sets it — and in-memory PGlite otherwise.
 */
import { randomBytes } from 'node:crypto';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDb, migrate, type Db } from '../db/index';
import { PGliteWorkerDialect } from '../db/pglite-worker-dialect';
import { pgliteCopy } from './pglite-template';

export interface TestDatabase {
  engine: 'pglite' | 'postgres';
  /** environment for the server process */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function testDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { engine: 'pglite', env: { DATA_DIR: ':memory:' }, drop: async () => undefined };
  const name = `kickoff_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A direct client to the test database (PostgreSQL only), for checks the API does not expose. */
export function sqlClient(db: TestDatabase): pg.Client | null {
  return db.engine === 'postgres' && db.env.DATABASE_URL
    ? new pg.Client({ connectionString: db.env.DATABASE_URL })
    : null;
}

function postgresTestDialect(url: string): PostgresDialect {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // drop() ends the database WITH (FORCE): a connection still open then is terminated, which the
  // pool reports as an 'error' event — expected at that point, not a test failure.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}

export interface OpenTestDb {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** closes the connection and drops the PostgreSQL database */
  close(): Promise<void>;
}

/**
 * A migrated database in this process: PGlite (a copy of the migrated template, in a worker
 * thread — jest cannot load it directly) or a fresh PostgreSQL database when TEST_DATABASE_URL is
 * set. Open one per test file in beforeAll.
 */
export async function openTestDb(): Promise<OpenTestDb> {
  const target = await testDatabase();
  const copy = target.engine === 'pglite' ? await pgliteCopy() : null;
  const dialect = copy ? new PGliteWorkerDialect(copy.dir) : postgresTestDialect(target.env.DATABASE_URL!);
  const db = createDb(dialect);
  await migrate(db);
  return {
    db,
    engine: target.engine,
    async close() {
      // buildApp's onClose may have destroyed it already
      await db.destroy().catch(() => undefined);
      await target.drop();
      copy?.remove();
    },
  };
}

/**
 * The database a server process started with `env` works on (DATABASE_URL, else DATA_DIR's PGlite
 * folder), opened and migrated in this process, as a CLI run in-process opens it. The caller
 * destroys it; a PGlite folder is free for a server process again once it is destroyed.
 */
export async function openDbOf(env: Record<string, string>): Promise<Db> {
  const dialect = env.DATABASE_URL ? postgresTestDialect(env.DATABASE_URL) : new PGliteWorkerDialect(env.DATA_DIR!);
  const db = createDb(dialect);
  await migrate(db);
  return db;
}
