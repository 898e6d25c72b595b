/**
 * Tables owned by the platform (migrations 001–099). The live engine keeps its own table types and
 * reaches them with `db.withTables<LiveTables>()`, so this file never has to know about them.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** a column with a database default: optional on insert */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  password_hash: string;
  nick_name: string;
  /** `nicknameKey(nick_name)` (NFKC, lower case): unique among live accounts; null once deleted */
  nick_key: string | null;
  /** approved portrait url, '' when none */
  portrait: WithDefault<string>;
  /** 1 approved, 0 pending review (then portrait_new is shown) */
  portrait_audit: WithDefault<number>;
  portrait_new: WithDefault<string>;
  diy_theme: WithDefault<string>;
  real_name: WithDefault<string>;
  id_card_tail: WithDefault<string>;
  created_at: Timestamp;
  /** set when the account was deleted (注销): the row stays, anonymised, for what others rely on */
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface SessionsTable {
  /** sha256 hex of the token; the token itself is never stored */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the session's public id (登录设备 names it by this, never by its token) */
  id: Generated<number>;
  /** the user agent at sign-in, '' when none */
  user_agent: WithDefault<string>;
  /** the last request made with the token (renewed at most every few minutes) */
  last_seen_at: Timestamp;
}

interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  /** sha256 hex of phone + code */
  code_hash: string;
  ip: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** what the code was sent for (SmsPurpose): a deletion code is good for deletion only */
  purpose: WithDefault<string>;
}

interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  created_at: Timestamp;
}

interface CryptoKeysTable {
  key_id: string;
  aes_key: string;
  aes_iv: string;
  expires_at: Timestamp;
}

interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

interface LoginAttemptsTable {
  id: Generated<number>;
  phone: string;
  ip: string;
  ok: boolean;
  created_at: Timestamp;
}

interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  content: string;
  contact: WithDefault<string>;
  ip: string;
  created_at: Timestamp;
}

interface WalletsTable {
  user_id: number;
  currency: string;
  /** bigint: PostgreSQL returns it as a string */
  balance: ColumnType<string | number, number | undefined, number>;
}

interface WalletTransfersTable {
  key: string;
  reason: string;
  ref: WithDefault<string>;
  created_at: Timestamp;
}

interface WalletLedgerTable {
  id: Generated<number>;
  transfer_key: string;
  user_id: number;
  currency: string;
  amount: ColumnType<string | number, number, number>;
  balance_after: ColumnType<string | number, number, number>;
  reason: string;
  ref: WithDefault<string>;
  created_at: Timestamp;
}

interface NoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  body: WithDefault<string>;
  link: WithDefault<string>;
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

interface UploadsTable {
  id: string;
  user_id: number;
  purpose: string;
  mime: string;
  bytes: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  created_at: Timestamp;
}

interface CheckinsTable {
  user_id: number;
  /** Beijing date YYYY-MM-DD */
  day: string;
  streak: number;
  created_at: Timestamp;
}

interface ViewHistoryTable {
  user_id: number;
  /** 'match' | 'news' | 'room' */
  kind: string;
  target_id: number;
  viewed_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  crypto_keys: CryptoKeysTable;
  login_attempts: LoginAttemptsTable;
  captchas: CaptchasTable;
  feedback: FeedbackTable;
  wallets: WalletsTable;
  wallet_transfers: WalletTransfersTable;
  wallet_ledger: WalletLedgerTable;
  notices: NoticesTable;
  uploads: UploadsTable;
  checkins: CheckinsTable;
  view_history: ViewHistoryTable;
}
