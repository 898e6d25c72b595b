// PGlite in a worker thread (pglite-worker-dialect.ts): its queries run here, off the event loop that
// answers requests and sends pushes. Plain JS, so jest's module sandbox (which cannot load PGlite)
// and the server both start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** what a caller may test on a database error besides its message, as pg's errors carry them */
const ERROR_FIELDS = ['code', 'detail', 'constraint', 'table', 'column', 'schema', 'severity'];

function errorReply(id, err) {
  const error = { message: err instanceof Error ? err.message : String(err) };
  for (const field of ERROR_FIELDS) if (typeof err?.[field] === 'string') error[field] = err[field];
  return { id, error };
}

// a data directory, or memory when none is given
const db = new PGlite(workerData?.dataDir);
await db.waitReady;
parentPort.postMessage({ ready: true });
parentPort.on('message', async ({ id, sql, params, close }) => {
  try {
    if (close) {
      // written out whole, so the directory (or a copy of it) opens without recovery
      await db.close();
      parentPort.postMessage({ id, rows: [] });
      return;
    }
    const res = await db.query(sql, params);
    parentPort.postMessage({ id, rows: res.rows, affectedRows: res.affectedRows ?? 0 });
  } catch (err) {
    parentPort.postMessage(errorReply(id, err));
  }
});
