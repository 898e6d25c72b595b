/**
 * The video-live tables (migration 200-vlive), reached with `vdb(db)` so the platform's schema.ts
 * never has to know them (the live engine does the same).
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Sport } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import type { Tx } from '../wallet/ledger';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
type BigIntColumn = ColumnType<string | number, number, number>;

// type aliases (not interfaces) so kysely's withTables accepts them
type VliveTables = {
  vlive_rooms: {
    id: Generated<number>;
    anchor_id: number;
    title: string;
    category: number;
    match_id: ColumnType<string | number | null, number | null | undefined, number | null>;
    sport: ColumnType<string | null, string | null | undefined, string | null>;
    status: WithDefault<string>;
    stream_url: WithDefault<string>;
    notice: WithDefault<string>;
    started_at: NullableTimestamp;
    held_until: NullableTimestamp;
    created_at: Timestamp;
    ingest_key: ColumnType<string | null, string | null | undefined, string | null>;
    away_since: NullableTimestamp;
    closed_at: NullableTimestamp;
    version: WithDefault<number>;
    cover: WithDefault<string>;
    scheduled_at: NullableTimestamp;
  };
  vlive_stream_keys: { room_id: number; key_hash: string; created_at: Timestamp };
  vlive_broadcasts: {
    id: Generated<number>;
    room_id: number;
    started_at: Timestamp;
    ended_at: NullableTimestamp;
    /** its recording was removed for its age (recordings.ts) */
    recording_removed_at: NullableTimestamp;
  };
  /** the streams an anchor pushed during a broadcast, one HLS folder (ingest key) each */
  vlive_broadcast_streams: { broadcast_id: number; ingest_key: string; started_at: Timestamp };
  vlive_follows: { anchor_id: number; user_id: number; created_at: Timestamp };
  vlive_chat: {
    id: Generated<number>;
    /** a room's line, or (null) a sport-wide one */
    room_id: number | null;
    sport: Sport | null;
    user_id: number;
    client_id: string;
    text: string;
    deleted: WithDefault<boolean>;
    created_at: Timestamp;
  };
  vlive_mutes: { room_id: number | null; sport: Sport | null; user_id: number; until: Timestamp };
  vlive_gift_sends: {
    id: Generated<number>;
    transfer_key: string;
    room_id: number;
    user_id: number;
    gift_id: number;
    count: number;
    coins: BigIntColumn;
    created_at: Timestamp;
  };
  vlive_nobles: { user_id: number; tier: number; until: Timestamp };
  vlive_gifts: {
    id: number;
    name: string;
    price: number;
    effect: string;
    icon: string;
    enabled: WithDefault<boolean>;
    version: WithDefault<number>;
  };
  vlive_noble_prices: { tier: number; price: number; version: WithDefault<number> };
  users: { id: number; nick_name: string };
};

export type VliveDb = Kysely<VliveTables>;

export function vdb(db: Db | Tx): VliveDb {
  return db.withTables<VliveTables>() as unknown as VliveDb;
}
