/** Table types of migration 220-messaging, reached with `imDb(db)` (the platform schema stays unaware of them). */
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../db/index';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

// type aliases (not interfaces) so kysely's withTables accepts them
export type ImTables = {
  im_follows: { follower_id: number; followee_id: number; created_at: Timestamp };
  im_blocks: { user_id: number; blocked_id: number; created_at: Timestamp };
  im_conversations: {
    id: Generated<number>;
    kind: 'private' | 'group';
    pair_key: string | null;
    name: WithDefault<string>;
    notice: WithDefault<string>;
    muted_all: WithDefault<boolean>;
    last_seq: WithDefault<number>;
    dissolved_at: NullableTime;
    created_at: Timestamp;
    /** migration 273: the group's link code (made when a member first asks) and approval to join */
    join_code: ColumnType<string | null, string | null | undefined, string | null>;
    join_approval: WithDefault<boolean>;
  };
  im_members: {
    conversation_id: number;
    user_id: number;
    role: WithDefault<'owner' | 'admin' | 'member'>;
    read_seq: WithDefault<number>;
    delivered_seq: WithDefault<number>;
    hidden_seq: WithDefault<number>;
    pinned: WithDefault<boolean>;
    quiet: WithDefault<boolean>;
    muted_until: NullableTime;
    left_at: NullableTime;
    created_at: Timestamp;
    /** migration 273: history starts after this seq (the line before the member joined) */
    since_seq: WithDefault<number>;
  };
  im_messages: {
    id: Generated<number>;
    conversation_id: number;
    seq: number;
    sender_id: number | null;
    kind: WithDefault<'text' | 'image' | 'system'>;
    text: string;
    /** migration 270: the upload an image message shows */
    image_id: ColumnType<string | null, string | null | undefined, string | null>;
    reply_to_seq: number | null;
    client_id: string | null;
    recalled_at: NullableTime;
    created_at: Timestamp;
    /** migration 327: hidden by a moderator after a report */
    hidden_at: NullableTime;
  };
};

/** Migration 270. */
export type ImExtraTables = {
  im_favors: { user_id: number; message_id: number; created_at: Timestamp };
  im_remarks: { user_id: number; target_id: number; remark: string; updated_at: Timestamp };
  /** migration 273: invitations and requests to join a group */
  im_group_joins: {
    id: Generated<number>;
    conversation_id: number;
    user_id: number;
    inviter_id: number | null;
    state: 'invited' | 'requested' | 'joined' | 'declined' | 'rejected';
    created_at: Timestamp;
    decided_at: NullableTime;
    decided_by: number | null;
  };
};

type ImSchema = Database & ImTables & ImExtraTables;
export type ImDb = Kysely<ImSchema>;
export type ImTx = Transaction<ImSchema>;

export function imDb(db: Db): ImDb {
  return db.withTables<ImTables & ImExtraTables>();
}
