// Runs PGlite in a worker thread for in-process jest tests: jest's module sandbox cannot load
// PGlite (it import()s Node built-ins), a worker thread is plain Node and can.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = new PGlite();
await db.waitReady;
parentPort.postMessage({ ready: true });
parentPort.on('message', async ({ id, sql, params }) => {
  try {
    const res = await db.query(sql, params);
    parentPort.postMessage({ id, rows: res.rows, affectedRows: res.affectedRows ?? 0 });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
