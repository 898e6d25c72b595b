/** The moderation tables (migrations 325-moderation, 328-nickname-reviews), reached with `moderationDb(db)`. */
import type { ColumnType, Kysely } from 'kysely';
import type { Database, Db } from '../db/index';
import type { Tx } from '../wallet/ledger';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

// type aliases (not interfaces) so kysely's withTables accepts them
type ModerationTables = {
  banned_words: { word: string; created_at: Timestamp };
  /** migration 328: renames waiting for a moderator */
  nickname_reviews: { user_id: number; nick_name: string; previous: string; changed_at: Timestamp };
  fan_sanctions: {
    user_id: number;
    muted_until: NullableTimestamp;
    banned_at: NullableTimestamp;
    reason: ColumnType<string, string | undefined, string>;
  };
};

export type ModerationDb = Kysely<Database & ModerationTables>;

export const moderationDb = (db: Db | Tx): ModerationDb => db.withTables<ModerationTables>() as unknown as ModerationDb;
