/** The tips tables (migrations 240-tips, 316-staff-desk) as kysely sees them; reached with `tipsDb(db)`. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';
import type { Tx } from '../wallet/ledger';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** bigint arrives as a string on PostgreSQL */
type BigInt = ColumnType<number | string, number, number>;

// type aliases (not interfaces) so kysely's withTables accepts them
export type TipsTables = {
  tips_experts: {
    user_id: number;
    description: WithDefault<string>;
    model: WithDefault<boolean>;
    level: WithDefault<number>;
    created_at: Timestamp;
  };
  tips_tips: {
    id: Generated<number>;
    expert_id: number;
    match_id: BigInt;
    day: string;
    market: number;
    pick: string;
    line: number;
    odds: number;
    options: ColumnType<unknown, string, string>;
    title: string;
    analysis: string;
    price: number;
    publish_time: BigInt;
    result: WithDefault<number>;
    profit: WithDefault<number>;
    settled_at: ColumnType<number | string | null, number | null | undefined, number | null>;
    buyers: WithDefault<number>;
    /** migration 316: hidden by staff (off every fan list; buyers keep it) and the row version */
    hidden: WithDefault<boolean>;
    version: WithDefault<number>;
  };
  tips_applications: {
    user_id: number;
    description: WithDefault<string>;
    status: string;
    reason: WithDefault<string>;
    applied_at: Timestamp;
    decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    version: WithDefault<number>;
  };
  tips_purchases: { tip_id: number; user_id: number; price: number; created_at: Timestamp };
  tips_follows: { user_id: number; expert_id: number; created_at: Timestamp };
};

export type TipsDb = Kysely<Database & TipsTables>;

export const tipsDb = (db: Db | Tx): TipsDb => db.withTables<TipsTables>() as unknown as TipsDb;
