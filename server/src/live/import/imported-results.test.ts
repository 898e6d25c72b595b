/**
 * Imported results in the database and the `pnpm import:openfootball` command, on the real files:
 * a second import updates instead of doubling, a bad file stores nothing, and the analysis tab's
 * history takes the real seasons.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openTestDb, testDatabase, type OpenTestDb } from '../../test-support/db';
import { pastResults } from '../analysis';
import { footballClubIdByName } from '../reference/clubs';
import { loadImportedSeasons, saveImportedResults } from './imported-results';
import { readOpenfootballFile, type ImportedResult } from './openfootball';
import { OPENFOOTBALL_DIR } from '../../test-support/openfootball-dir';

const EPL_2024 = '2024-25/en.1.json';
const realResults = (rel: string) =>
  readOpenfootballFile(rel, JSON.parse(readFileSync(path.join(OPENFOOTBALL_DIR, rel), 'utf8'))).results;
let t: OpenTestDb;

beforeAll(async () => {
  t = await openTestDb();
}, 60_000);

afterAll(async () => {
  await t.close();
});

const count = async () =>
  Number(
    (
      await t.db
        .withTables<{ live_imported_results: { id: number } }>()
        .selectFrom('live_imported_results')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

it('stores a season once: a second import updates every match instead of adding it again', async () => {
  const results = realResults(EPL_2024);
  expect(await saveImportedResults(t.db, EPL_2024, results)).toEqual({ added: 380, updated: 0 });
  expect(await saveImportedResults(t.db, EPL_2024, results)).toEqual({ added: 0, updated: 380 });
  expect(await count()).toBe(380);
});

it('stores nothing of a batch the database refuses', async () => {
  const before = await count();
  const good = realResults('2025-26/en.1.json');
  const broken = { ...good[0]!, homeId: null } as unknown as ImportedResult;
  await expect(saveImportedResults(t.db, 'broken', [...good.slice(1), broken])).rejects.toThrow();
  expect(await count()).toBe(before);
});

it('gives the analysis tab the real seasons for head-to-head and form', async () => {
  await saveImportedResults(t.db, '2025-26/en.1.json', realResults('2025-26/en.1.json'));
  const seasons = await loadImportedSeasons(t.db);
  expect(seasons.get(36)?.get(2024)).toHaveLength(380);
  const opener = seasons.get(36)!.get(2024)![0]!;
  expect(opener).toMatchObject({ home: { name: '曼联' }, away: { name: '富勒姆' }, sc: [1, 0], hsc: [0, 0] });

  // in November 2026 the 2024/25 and 2025/26 seasons are history: both real, the current one generated
  const past = pastResults(7, 36, '2026-11-24', seasons);
  const unitedFulham = past.filter(
    (m) => m.home.id === footballClubIdByName('曼联') && m.away.id === footballClubIdByName('富勒姆'),
  );
  expect(unitedFulham.some((m) => m.ot === opener.ot && m.sc?.join('-') === '1-0')).toBe(true);
  const withoutImports = pastResults(7, 36, '2026-11-24');
  expect(withoutImports.some((m) => m.ot === opener.ot)).toBe(false);
});

describe('the import command', () => {
  const ROOT = path.resolve(__dirname, '../../../..');
  const run = promisify(execFile);
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kickoff-import-'));
    mkdirSync(path.join(dir, 'files'));
    cpSync(path.join(OPENFOOTBALL_DIR, EPL_2024), path.join(dir, 'files', 'en.1.json'));
    writeFileSync(
      path.join(dir, 'files', 'fr.1.json'),
      JSON.stringify({ name: 'French Ligue 1 2024/25', matches: [{ date: 'soon', team1: 'a', team2: 'b' }] }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function importer(args: string[], env: Record<string, string>) {
    const cli = path.join(ROOT, 'server/src/cli/import-openfootball.ts');
    return run(path.join(ROOT, 'node_modules/.bin/tsx'), [cli, ...args], {
      env: { ...process.env, ...env },
      cwd: ROOT,
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
  }

  it('imports the good files of a folder, refuses a bad one whole, and is safe to run again', async () => {
    const target = await testDatabase();
    const env = target.engine === 'postgres' ? target.env : { DATA_DIR: path.join(dir, 'pglite') };
    try {
      const first = await importer([path.join(dir, 'files')], env);
      expect(first.code).toBe(1);
      expect(first.stdout).toMatch(/✓ .*en\.1\.json {2}英超 2024\/25: 380 results \(380 new, 0 updated\)/);
      expect(first.stderr).toMatch(
        /✗ .*fr\.1\.json: match 1: date "soon" is not YYYY-MM-DD — nothing of it was imported/,
      );

      const again = await importer([path.join(dir, 'files', 'en.1.json')], env);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/380 results \(0 new, 380 updated\)/);

      const missing = await importer([path.join(dir, 'nowhere')], env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/nowhere: no such file or folder/);
    } finally {
      await target.drop();
    }
  }, 120_000);
});
