// Runs PGlite in a worker thread for in-process jest tests: jest's module sandbox cannot load
// PGlite (it import()s Node built-ins), a worker thread is plain Node and can.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// a data directory (a copy of the migrated template, or one being made) or memory
const db = new PGlite(workerData?.dataDir);
await db.waitReady;
parentPort.postMessage({ ready: true });
parentPort.on('message', async ({ id, sql, params, close }) => {
  try {
    if (close) {
      // written out whole, so a copy of the directory opens without recovery
      await db.close();
      parentPort.postMessage({ id, rows: [] });
      return;
    }
    const res = await db.query(sql, params);
    parentPort.postMessage({ id, rows: res.rows, affectedRows: res.affectedRows ?? 0 });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
