/**
 * `pnpm admin create --phone 13912345678 [--nick 管理员]`: the first administrator of a fresh
 * deployment (production seeds no account). Asks for the password twice on a terminal, or reads
 * it from the first line of stdin for scripts (`printf '%s\n' "$PW" | pnpm admin create …`).
 * `pnpm admin room --phone 13912345678 --title … [--category 1|2|3]`: a studio room for a registered
 * fan, who becomes its anchor (production seeds no anchor, and rooms for big matches go to anchors).
 * Works on the database the server uses (DATABASE_URL, else DATA_DIR's PGlite), migrating it first.
 * The commands are in admin-commands.ts.
 */
import { loadConfig } from '../config';
import { openDb, type Db } from '../db/index';
import { adminMain } from './admin-commands';

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { db } = await openDb(loadConfig());
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

adminMain(process.argv.slice(2), { withDb, stdin: process.stdin }).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
