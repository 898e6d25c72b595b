import type { Kysely } from 'kysely';

/**
 * One migration. `name` orders them (kysely sorts by name): the platform uses '001-…'–'099-…',
 * the live engine '100-…'–'199-…'. Migrations take `Kysely<any>` on purpose: they run against the
 * schema as it was at that point, not the current table types.
 */
export interface NamedMigration {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?(db: Kysely<any>): Promise<void>;
}
