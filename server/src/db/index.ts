/**
 * The database: PGlite in a data folder by default (nothing to install; it runs in a worker
 * thread, off the event loop), PostgreSQL when DATABASE_URL is set. Both speak the same SQL
 * through kysely, so every query runs on either.
 */
import { mkdirSync } from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import type { Config } from '../config';
import type { Database } from './schema';
import { migrations } from './migrations/index';
import { PGliteWorkerDialect } from './pglite-worker-dialect';
import { TableWrites } from './table-writes';

export type Db = Kysely<Database>;
export type { Database } from './schema';

export interface OpenedDb {
  db: Db;
  engine: 'pglite' | 'postgres';
}

function pgliteDialect(dataDir: string): Dialect {
  // PGlite runs in a worker thread (started by the driver's init): the PostgreSQL path never loads it
  if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
  return new PGliteWorkerDialect(dataDir);
}

async function postgresDialect(url: string): Promise<Dialect> {
  const pg = await import('pg');
  const Pool = pg.default?.Pool ?? pg.Pool;
  // a stopped or paused database fails a request in seconds (DB_UNAVAILABLE) instead of holding it open
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
  // An idle connection the database drops (restart, pg_terminate_backend) is an 'error' on the
  // pool; unheard, it would crash the server. The pool discards that client and opens another.
  pool.on('error', (err: Error) => console.warn('database connection dropped:', err.message));
  // A connection cut while checked out (between a transaction's statements, say) has no pool
  // listener: unheard it would crash the server. Its query fails (DB_UNAVAILABLE) and the pool
  // discards it on release.
  pool.on('connect', (client: { on(event: 'error', fn: (err: Error) => void): void }) =>
    client.on('error', (err: Error) => console.warn('database connection lost in use:', err.message)),
  );
  return new PostgresDialect({ pool });
}

/** each database's writes, heard by table (see tableWritesOf) */
const writesOf = new WeakMap<Db, TableWrites>();

/** A database on `dialect`, its writes heard by table: every server and test database is made here. */
export function createDb(dialect: Dialect): Db {
  const writes = new TableWrites();
  const db = new Kysely<Database>({ dialect, plugins: [writes] });
  writesOf.set(db, writes);
  return db;
}

/** The writes to `db` by table, to keep a cache of a table's rows true (db must come from createDb). */
export function tableWritesOf(db: Db): TableWrites {
  const writes = writesOf.get(db);
  if (!writes) throw new Error('a database not made by createDb has no write listeners');
  return writes;
}

export async function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<OpenedDb> {
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const dialect = config.databaseUrl ? await postgresDialect(config.databaseUrl) : pgliteDialect(config.dataDir);
  const db = createDb(dialect);
  await migrate(db);
  return { db, engine };
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(migrations.map((m) => [m.name, m])) },
    // the platform's (001–099) and the live engine's (100–199) ranges grow independently: a new
    // platform migration sorts before live ones a database already ran, and must still run
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
