/**
 * The wallet and its ledger — the one place coins and points move (gifts, nobles, paid tips, draws,
 * check-ins). A transfer is a set of postings under an idempotency key, applied in one database
 * transaction: every balance moves or none does, no balance goes below zero (a guarded UPDATE, and
 * a CHECK behind it), each move writes a ledger row, and the same key sent again changes nothing and
 * answers the first result. Features that write their own rows in the same transaction (a gift, a
 * bought tip) call `postTransfer` inside theirs and skip their writes when `replayed` is true.
 */
import { sql, type Transaction } from 'kysely';
import {
  CURRENCY_NAMES,
  ErrorCodes,
  type Currency,
  type LedgerEntry,
  type LedgerReason,
  type Page,
} from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { Database, Db } from '../db/index';

export type Tx = Transaction<Database>;

export interface Posting {
  userId: number;
  currency: Currency;
  /** signed whole amount: negative debits */
  amount: number;
  reason: LedgerReason;
}

export interface TransferRequest {
  /** unique per intended transfer, e.g. `gift:<user>:<client id>`; at most 128 characters */
  key: string;
  /** what it was for, shown in the ledger; at most 128 characters */
  ref?: string;
  postings: Posting[];
}

interface PostedEntry extends LedgerEntry {
  userId: number;
}

export interface TransferResult {
  /** true when the key had been used: nothing moved this time */
  replayed: boolean;
  entries: PostedEntry[];
}

const MAX_AMOUNT = 1_000_000_000;

function validate(req: TransferRequest): void {
  const bad = (why: string) => new AppError(ErrorCodes.PARAM_INVALID, why);
  if (!req.key || req.key.length > 128) throw bad('交易编号无效');
  if ((req.ref ?? '').length > 128) throw bad('交易说明过长');
  if (req.postings.length === 0 || req.postings.length > 10) throw bad('交易条目数无效');
  for (const p of req.postings) {
    if (!Number.isSafeInteger(p.userId) || p.userId <= 0) throw bad('用户无效');
    if (!Number.isSafeInteger(p.amount) || p.amount === 0 || Math.abs(p.amount) > MAX_AMOUNT) throw bad('金额无效');
    if (!(p.currency in CURRENCY_NAMES)) throw bad('币种无效');
  }
}

interface LedgerRow {
  id: number;
  user_id: number;
  currency: string;
  amount: string | number;
  balance_after: string | number;
  reason: string;
  ref: string;
  created_at: Date | string;
}

function toEntry(r: LedgerRow): PostedEntry {
  return {
    id: r.id,
    userId: r.user_id,
    currency: r.currency as Currency,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    reason: r.reason as LedgerReason,
    ref: r.ref,
    time: new Date(r.created_at).getTime(),
  };
}

const postingOrder = (a: Posting, b: Posting) => a.userId - b.userId || a.currency.localeCompare(b.currency);
function sameMoves(asked: Posting[], done: PostedEntry[]): boolean {
  const a = [...asked].sort(postingOrder);
  const b = [...done].sort(postingOrder);
  return (
    a.length === b.length &&
    a.every((p, i) => {
      const e = b[i]!;
      return e.userId === p.userId && e.currency === p.currency && e.amount === p.amount && e.reason === p.reason;
    })
  );
}

async function replay(trx: Tx, req: TransferRequest): Promise<TransferResult> {
  const rows = await trx
    .selectFrom('wallet_ledger')
    .selectAll()
    .where('transfer_key', '=', req.key)
    .orderBy('id')
    .execute();
  const entries = rows.map(toEntry);
  if (!sameMoves(req.postings, entries)) throw new AppError(ErrorCodes.CONFLICT, '交易编号已用于另一笔交易');
  return { replayed: true, entries };
}

/**
 * Applies a transfer inside the caller's transaction. Throws INSUFFICIENT_BALANCE (the caller's transaction then rolls
 * back).
 */
export async function postTransfer(trx: Tx, req: TransferRequest): Promise<TransferResult> {
  validate(req);
  const ref = req.ref ?? '';
  const claimed = await trx
    .insertInto('wallet_transfers')
    .values({ key: req.key, reason: req.postings[0]!.reason, ref })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return replay(trx, req);

  const entries: PostedEntry[] = [];
  // one lock order for every transfer, so two transfers between the same wallets cannot deadlock
  for (const p of [...req.postings].sort(postingOrder)) {
    await trx
      .insertInto('wallets')
      .values({ user_id: p.userId, currency: p.currency, balance: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'currency']).doNothing())
      .execute();
    const moved = await sql<{ balance: string | number }>`
      UPDATE wallets SET balance = balance + ${p.amount}
      WHERE user_id = ${p.userId} AND currency = ${p.currency} AND balance + ${p.amount} >= 0
      RETURNING balance`.execute(trx);
    const balance = moved.rows[0]?.balance;
    if (balance === undefined) throw new AppError(ErrorCodes.INSUFFICIENT_BALANCE, `${CURRENCY_NAMES[p.currency]}不足`);
    const row = await trx
      .insertInto('wallet_ledger')
      .values({
        transfer_key: req.key,
        user_id: p.userId,
        currency: p.currency,
        amount: p.amount,
        balance_after: Number(balance),
        reason: p.reason,
        ref,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    entries.push(toEntry(row));
  }
  return { replayed: false, entries };
}

/** A transfer in its own transaction. */
export function transfer(db: Db, req: TransferRequest): Promise<TransferResult> {
  return db.transaction().execute((trx) => postTransfer(trx, req));
}

export async function balancesOf(db: Db | Tx, userId: number): Promise<Record<Currency, number>> {
  const rows = await db.selectFrom('wallets').select(['currency', 'balance']).where('user_id', '=', userId).execute();
  const out: Record<Currency, number> = { coin: 0, point: 0 };
  for (const r of rows) if (r.currency in out) out[r.currency as Currency] = Number(r.balance);
  return out;
}

/** A user's ledger, newest first; `page` from 1. */
export async function ledgerPage(
  db: Db,
  userId: number,
  currency: Currency | undefined,
  page: number,
  size: number,
): Promise<Page<LedgerEntry>> {
  let q = db.selectFrom('wallet_ledger').where('user_id', '=', userId);
  if (currency) q = q.where('currency', '=', currency);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  const list = rows.map(toEntry).map(({ userId: _u, ...e }) => e);
  return { list, next: page * size < total ? page + 1 : 0, total };
}
