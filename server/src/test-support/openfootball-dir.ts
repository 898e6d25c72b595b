/** Where the tests find the real openfootball files: the handbook's data folder beside the repository. */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const OPENFOOTBALL_DIR = path.resolve(__dirname, '../../../../shared/data/openfootball');

if (!existsSync(OPENFOOTBALL_DIR)) {
  throw new Error(
    `the openfootball files are not at ${OPENFOOTBALL_DIR}: the importer's tests need the handbook's ` +
      `shared/ folder beside the repository`,
  );
}
