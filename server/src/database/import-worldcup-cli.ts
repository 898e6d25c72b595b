/**
 * `pnpm import:worldcup <folder>` — imports the openfootball World Cup files of a folder
 * (worldcup.json, worldcup.teams.json, worldcup.squads.json) into the database the server uses
 * (DATA_DIR's PGlite, or DATABASE_URL): national teams, squads, matches and goal scorers for the
 * 资料库. Safe to run again: the tournament is replaced in one transaction. A bad file is
 * reported and nothing is stored.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db/index';
import { readWorldCup, WorldCupError } from './worldcup';
import { saveWorldCup } from './worldcup-store';

async function main(args: string[]): Promise<number> {
  const folder = args[0];
  if (!folder || args.includes('--help')) {
    console.info('usage: pnpm import:worldcup <folder with worldcup.json, worldcup.teams.json, worldcup.squads.json>');
    return folder ? 0 : 2;
  }
  const read = async (name: string): Promise<unknown> => {
    const file = path.join(path.resolve(folder), name);
    const text = await readFile(file, 'utf8').catch(() => {
      throw new WorldCupError(`${name}: no such file in ${folder}`);
    });
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new WorldCupError(`${name}: not JSON (${(err as Error).message})`);
    }
  };
  let rows;
  try {
    rows = readWorldCup({
      matches: await read('worldcup.json'),
      teams: await read('worldcup.teams.json'),
      squads: await read('worldcup.squads.json'),
    });
  } catch (err) {
    console.error(`✗ ${(err as Error).message}`);
    return 1;
  }
  const { db } = await openDb(loadConfig());
  try {
    const saved = await saveWorldCup(db, rows);
    console.info(
      `✓ World Cup 2026: ${saved.teams} teams, ${saved.players} players, ${saved.matches} matches, ` +
        `${saved.goals} goals (${rows.unmatchedScorers.length} scorers not in a squad: ` +
        `${rows.unmatchedScorers.join(', ') || '—'})`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
