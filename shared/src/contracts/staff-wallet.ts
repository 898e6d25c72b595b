/**
 * The console's 钱包 page (admin only): a fan's balances and ledger, looked up by phone, and coins
 * granted or reversed through the ledger with a reason. A change names a request id made by the
 * page, so a double click or a retry moves coins once.
 */
import type { LedgerEntry } from './wallet';
import type { Page } from './envelope';

export const STAFF_WALLET_PATHS = {
  /** `GET ?phone=&page=`: the fan, their balances and a page of their ledger */
  wallet: '/api/admin/wallet',
  grant: '/api/admin/wallet/grant',
  reverse: '/api/admin/wallet/reverse',
} as const;

export const WALLET_GRANT_MAX = 1_000_000;
export const WALLET_REASON_MAX = 60;
export const STAFF_LEDGER_PAGE = 20;
/** a request id: letters, digits and '-', 8–64 of them */
export const WALLET_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export interface StaffWallet {
  userId: number;
  phone: string;
  nickName: string;
  coin: number;
  point: number;
  ledger: Page<LedgerEntry>;
}

/** `POST grant|reverse`: `amount` coins (positive) for `reason`; the same `requestId` again changes nothing. */
export interface WalletAdjustBody {
  phone: string;
  amount: number;
  reason: string;
  requestId: string;
}

export interface WalletAdjustAnswer {
  coin: number;
  /** true when this request id had been done already: nothing moved this time */
  replayed: boolean;
}
