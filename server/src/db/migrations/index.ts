import type { NamedMigration } from './types';
import { accounts001 } from './001-accounts';
import { portraitKeys002 } from './002-portrait-keys';
import { liveMigrations } from './live-index';

/** Every migration, in order. A static list (not a folder scan) so it works the same under tsx and jest. */
export const migrations: NamedMigration[] = [accounts001, portraitKeys002, ...liveMigrations];
