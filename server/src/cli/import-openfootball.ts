/**
 * `pnpm import:openfootball <file or folder> …` — imports openfootball league files into the
 * database the server uses (DATA_DIR's PGlite, or DATABASE_URL): real results of our leagues for
 * the analysis tab (head-to-head, recent form, tables of seasons on record). Safe to run again: a
 * match already there is updated, not doubled. A bad file is reported and nothing of it is stored;
 * the other files still go in. The running server reads them on its next start.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db/index';
import { CALENDAR_YEAR_LEAGUES } from '../live/season';
import { saveImportedResults } from '../live/import/imported-results';
import { fileCode, OPENFOOTBALL_LEAGUES, OpenfootballError, readOpenfootballFile } from '../live/import/openfootball';
import { leagueById } from '../live/reference/clubs';

async function jsonFiles(arg: string): Promise<string[]> {
  const info = await stat(arg);
  if (info.isFile()) return [arg];
  const entries = await readdir(arg, { recursive: true });
  return entries
    .filter((e) => e.endsWith('.json'))
    .map((e) => path.join(arg, e))
    .sort();
}

function seasonLabel(leagueId: number, season: number): string {
  return CALENDAR_YEAR_LEAGUES.has(leagueId)
    ? String(season)
    : `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args.includes('--help')) {
    console.info(
      'usage: pnpm import:openfootball <file.json | folder> …   (folders are searched for league files: ' +
        'en.1.json, uefa.cl.json …)',
    );
    return args.length === 0 ? 2 : 0;
  }
  const files: string[] = [];
  for (const arg of args) {
    const found = await jsonFiles(path.resolve(arg)).catch(() => null);
    if (!found) {
      console.error(`✗ ${arg}: no such file or folder`);
      return 1;
    }
    // in a folder, files of competitions we do not carry (a World Cup, teams lists) are passed over
    files.push(
      ...(found.length === 1 && found[0] === path.resolve(arg)
        ? found
        : found.filter((f) => OPENFOOTBALL_LEAGUES[fileCode(f)])),
    );
  }
  const { db, engine } = await openDb(loadConfig());
  console.info(
    `importing ${files.length} file(s) into ` +
      `${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database'}`,
  );
  let failed = 0;
  let total = 0;
  try {
    for (const file of files) {
      const shown = path.relative(process.cwd(), file);
      try {
        const text = await readFile(file, 'utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch (err) {
          throw new OpenfootballError(shown, `not JSON (${(err as Error).message})`);
        }
        const report = readOpenfootballFile(shown, json);
        const { added, updated } = await saveImportedResults(db, shown, report.results);
        total += report.results.length;
        console.info(
          `✓ ${shown}  ${leagueById(report.leagueId)?.name} ` +
            `${seasonLabel(report.leagueId, report.season)}: ${report.results.length} results ` +
            `(${added} new, ${updated} updated), ${report.unplayed} not played yet, ${report.skipped} ` +
            `with a club we do not carry`,
        );
        if (report.unknownClubs.length)
          console.info(`    clubs not in the reference: ${report.unknownClubs.join(', ')}`);
      } catch (err) {
        failed += 1;
        console.error(
          `✗ ${err instanceof OpenfootballError ? err.message : `${shown}: ${(err as Error).message}`} — ` +
            `nothing of it was imported`,
        );
      }
    }
  } finally {
    await db.destroy();
  }
  console.info(
    `${total} results from ${files.length - failed} ` +
      `file(s)${failed ? `; ${failed} file(s) failed` : ''}. The server uses them from its next start.`,
  );
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('import failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
