import type { NamedMigration } from './types';
import { liveTables101 } from './101-live-tables';
import { liveReference102 } from './102-live-reference';
import { liveFollows103 } from './103-live-follows';
import { liveImportedResults104 } from './104-live-imported-results';
import { liveGoalSeq105 } from './105-live-goal-seq';

/** The live engine's migrations (names '100-…' to '199-…'), appended after the platform's. Owned by the live engine. */
export const liveMigrations: NamedMigration[] = [
  liveTables101,
  liveReference102,
  liveFollows103,
  liveImportedResults104,
  liveGoalSeq105,
];
