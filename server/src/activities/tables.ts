/** The activities tables (migration 250-activities), reached with `adb(db)`. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../db/index';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ActivitiesTables = {
  lottery_prizes: {
    id: number;
    name: string;
    kind: string;
    amount: number;
    weight: number;
    stock: number | null;
    sort: number;
  };
  lottery_draws: {
    id: Generated<number>;
    user_id: number;
    request_id: string;
    day: string;
    seq: number;
    prize_id: number;
    created_at: Timestamp;
  };
  guesses: {
    id: Generated<number>;
    user_id: number;
    match_id: number;
    pick: string;
    status: ColumnType<string, string | undefined, string>;
    score: ColumnType<string, string | undefined, string>;
    reward: ColumnType<number, number | undefined, number>;
    created_at: Timestamp;
    settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  delivery_addresses: {
    user_id: number;
    name: string;
    phone: string;
    region: string;
    detail: string;
    updated_at: Timestamp;
  };
};

export type ActivitiesDb = Kysely<Database & ActivitiesTables>;

export function adb(db: Db | Kysely<Database>): ActivitiesDb {
  return db.withTables<ActivitiesTables>();
}
