import type { NamedMigration } from './types';

/** The live engine's migrations (names '100-…' to '199-…'), appended after the platform's. Owned by the live engine. */
export const liveMigrations: NamedMigration[] = [];
