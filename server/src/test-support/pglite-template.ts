/**
 * Fresh PGlite databases for tests, fast: a new PGlite spends seconds (tens under CI load) in its
 * initdb, while a copy of an already initialised and migrated data directory opens in a fraction.
 * One template per migrations version is made once on the machine (in RAM, /dev/shm, where it
 * exists) and each test database is a copy of it, removed when the test is done with it.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, migrate } from '../db/index';
import { PGliteWorkerDialect } from '../db/pglite-worker-dialect';

const SERVER_DIR = path.resolve(__dirname, '../..');
const ROOT = path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'kickoff-test-pglite');

/** the migrations' sources and PGlite's version: a change to either makes a new template */
function templateVersion(): string {
  const hash = createHash('sha256');
  const migrations = path.join(SERVER_DIR, 'src/db/migrations');
  for (const name of readdirSync(migrations).sort()) {
    hash.update(name).update(readFileSync(path.join(migrations, name)));
  }
  const pglite = JSON.parse(
    readFileSync(path.join(SERVER_DIR, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return hash.update(pglite.version).digest('hex').slice(0, 16);
}

const STALE_MS = 6 * 3_600_000;

/** copies left by test processes that were killed before they could remove them */
function removeStale(): void {
  for (const name of readdirSync(ROOT)) {
    const dir = path.join(ROOT, name);
    if (!name.startsWith('template-') && Date.now() - statSync(dir).mtimeMs > STALE_MS) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

async function makeTemplate(): Promise<string> {
  mkdirSync(ROOT, { recursive: true });
  removeStale();
  const dir = path.join(ROOT, `template-${templateVersion()}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  // built aside and renamed into place: another jest worker building the same template at the same
  // moment either wins the rename or finds it done, and nobody ever copies a half-made one
  const building = mkdtempSync(path.join(ROOT, 'building-'));
  const db = createDb(new PGliteWorkerDialect(building));
  await migrate(db);
  await db.destroy();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

let template: Promise<string> | null = null;

export interface PgliteCopy {
  /** the data directory, for DATA_DIR or PGliteWorkerDialect */
  dir: string;
  remove(): void;
}

/** A migrated, empty PGlite data directory of this test's own. */
export async function pgliteCopy(): Promise<PgliteCopy> {
  const source = await (template ??= makeTemplate());
  const dir = mkdtempSync(path.join(ROOT, 'db-'));
  cpSync(source, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
