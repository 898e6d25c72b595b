/**
 * The wallet (`GET /user/wallet`, `GET /user/wallet/ledger`): coins (金币, bought or granted, spent on
 * gifts, nobles and paid tips) and points (积分, earned by check-ins and guesses, spent on draws).
 * Every change is one ledger entry; the server module is server/src/wallet (docs: DESIGN "Platform services").
 */
import type { Page } from './envelope';

export type Currency = 'coin' | 'point';
export const CURRENCY_NAMES: Record<Currency, string> = { coin: '金币', point: '积分' };

/** Coins every new account starts with (granted through the ledger, reason `signup`). */
export const SIGNUP_COINS = 100;

/** Why the balance moved. */
export type LedgerReason =
  | 'signup'
  | 'checkin'
  | 'gift_send'
  | 'gift_receive'
  | 'noble'
  | 'tip_buy'
  | 'tip_sale'
  | 'draw'
  | 'prize'
  | 'guess'
  | 'grant'
  /** coins taken back by staff (the console's 钱包) */
  | 'revoke';

export interface LedgerEntry {
  id: number;
  currency: Currency;
  /** signed: negative is a debit */
  amount: number;
  balanceAfter: number;
  reason: LedgerReason;
  /** what it was for, e.g. `gift:12@room:3`; '' when nothing */
  ref: string;
  /** unix ms */
  time: number;
}

export interface WalletSummary {
  coin: number;
  point: number;
  /** the newest entries, newest first */
  recent: LedgerEntry[];
}

/** `GET /user/wallet/ledger?currency=&page=` */
export type LedgerPage = Page<LedgerEntry>;
