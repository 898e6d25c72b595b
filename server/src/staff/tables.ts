/** The console's tables (migration 310-staff) and the staff roles' (news_roles), reached with `staffDb(db)`. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';
import type { Tx } from '../wallet/ledger';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** bigint arrives as a string on PostgreSQL */
type BigIntColumn = ColumnType<number | string, number, number>;
/** jsonb: written as its JSON text (pg would turn a JS array into a PostgreSQL array), read parsed */
type Json = ColumnType<unknown, string | null, string | null>;

// type aliases (not interfaces) so kysely's withTables accepts them
type StaffTables = {
  news_roles: { user_id: number; role: string };
  staff_audit: {
    id: Generated<number>;
    actor_id: number;
    action: string;
    target: string;
    before: Json;
    after: Json;
    at: Timestamp;
  };
  operate_items: {
    id: Generated<number>;
    kind: string;
    title: string;
    image: WithDefault<string>;
    link: WithDefault<string>;
    platform: WithDefault<number>;
    channel: WithDefault<number>;
    start_time: BigIntColumn;
    end_time: ColumnType<number | string, number | undefined, number>;
    version: WithDefault<number>;
  };
  app_packages: {
    platform: string;
    url: string;
    app_version: string;
    size: ColumnType<number | string, number | undefined, number>;
    notes: ColumnType<unknown, string, string>;
    version: WithDefault<number>;
  };
};

type StaffDb = Kysely<Database & StaffTables>;

export function staffDb(db: Db | Tx): StaffDb {
  return db.withTables<StaffTables>() as unknown as StaffDb;
}
