/**
 * The embedded database's kysely dialect: every query goes to PGlite in a worker thread
 * (pglite-worker.mjs), so its work (parsing, planning, the wasm engine, decoding rows) runs on
 * another core and never holds up the event loop that answers requests and sends pushes — an engine
 * save no longer delays a goal's push. One connection, used by one caller at a time (a transaction
 * holds it), like PGlite itself. The server and the in-process tests both use it.
 */
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** a database error as the worker passes it: the message, and pg's fields such as `code` (23505 …) */
interface WorkerError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

interface Reply {
  id: number;
  rows?: unknown[];
  affectedRows?: number;
  error?: WorkerError;
}

/** An Error carrying the database's fields, as a pg error does, so callers test `code` on either engine. */
function databaseError(e: WorkerError): Error {
  return Object.assign(new Error(e.message), e);
}

class WorkerConnection implements DatabaseConnection {
  private nextId = 1;
  private pending = new Map<number, (r: Reply) => void>();
  /** set once the worker has died: every query then fails with it instead of waiting for ever */
  private dead: WorkerError | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Reply) => {
      this.pending.get(msg.id)?.(msg);
      this.pending.delete(msg.id);
    });
    const die = (message: string) => {
      this.dead = { message: `embedded database stopped: ${message}` };
      for (const [id, answer] of this.pending) answer({ id, error: this.dead });
      this.pending.clear();
    };
    worker.on('error', (err) => die(err.message));
    worker.on('exit', (code) => die(`worker exited with code ${code}`));
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.dead) return Promise.reject(databaseError(this.dead));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (r) => {
        if (r.error !== undefined) reject(databaseError(r.error));
        else resolve({ rows: (r.rows ?? []) as R[], numAffectedRows: BigInt(r.affectedRows ?? 0) });
      });
      this.worker.postMessage({ id, sql: compiled.sql, params: compiled.parameters });
    });
  }

  /** shuts PGlite down cleanly (its data directory is then whole on disk) */
  async close(): Promise<void> {
    if (this.dead) return;
    const id = this.nextId++;
    await new Promise<void>((resolve) => {
      this.pending.set(id, () => resolve());
      this.worker.postMessage({ id, close: true });
    });
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the PGlite worker dialect');
  }
}

class WorkerDriver implements Driver {
  constructor(private readonly dataDir: string | undefined) {}

  private worker: Worker | null = null;
  private connection: WorkerConnection | null = null;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | null = null;

  async init(): Promise<void> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir },
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    this.worker = worker;
    this.connection = new WorkerConnection(worker);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => (release = r));
    await previous;
    this.release = release;
    if (!this.connection) throw new Error('driver not initialised');
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.connection?.close();
    await this.worker?.terminate();
    this.worker = null;
  }
}

export class PGliteWorkerDialect implements Dialect {
  /** `dataDir`: a PGlite data directory to open (or create); memory when absent or ':memory:' */
  constructor(private readonly dataDir?: string) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new WorkerDriver(this.dataDir === ':memory:' ? undefined : this.dataDir);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
