/**
 * The wallet (`GET /user/wallet`, `GET /user/wallet/ledger`): coins (金币, bought or granted, spent on
 * gifts, nobles and paid tips) and points (积分, earned by check-ins and guesses, spent on draws).
 * Every change is one ledger entry; the server module is server/src/wallet (docs: DESIGN "Platform services").
 */
import type { Page } from './envelope';

export type Currency = 'coin' | 'point';
export const CURRENCIES: readonly Currency[] = ['coin', 'point'];
export const CURRENCY_NAMES: Record<Currency, string> = { coin: '金币', point: '积分' };

/** Coins every new account starts with (granted through the ledger, reason `signup`). */
export const SIGNUP_COINS = 100;

/** Why the balance moved; the client shows `LEDGER_REASON_NAMES[reason]`. */
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
  | 'grant';
export const LEDGER_REASON_NAMES: Record<LedgerReason, string> = {
  signup: '注册赠送',
  checkin: '每日签到',
  gift_send: '送出礼物',
  gift_receive: '收到礼物',
  noble: '开通贵族',
  tip_buy: '购买方案',
  tip_sale: '方案收入',
  draw: '抽奖消耗',
  prize: '抽奖奖品',
  guess: '竞猜奖励',
  grant: '系统赠送',
};

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
