/**
 * The console's 钱包 (admin only): a fan's balances and ledger, and coins granted or taken back
 * through the ledger (`postTransfer`, one posting, reason `grant` or `revoke`). The page's request
 * id is the transfer key, so the same request again moves nothing and answers the first result;
 * a reverse that would leave the balance below zero is refused. The audit row (balance before and
 * after) and the fan's notice are written in the transfer's own transaction, only when it moved coins.
 */
import {
  ErrorCodes,
  STAFF_LEDGER_PAGE,
  WALLET_GRANT_MAX,
  WALLET_REASON_MAX,
  WALLET_REQUEST_ID,
  type StaffWallet,
  type WalletAdjustAnswer,
  type WalletAdjustBody,
} from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { AppError } from '../errors';
import type { UserRow } from '../accounts/users';
import { createNotices, type UserNotice } from '../notices/notices';
import { balancesOf, ledgerPage, postTransfer } from '../wallet/ledger';
import { writeAudit } from './audit';
import { invalid, text } from './validate';

export async function staffWallet(db: Db, user: UserRow, page: number): Promise<StaffWallet> {
  const [balances, ledger] = await Promise.all([
    balancesOf(db, user.id),
    ledgerPage(db, user.id, undefined, page, STAFF_LEDGER_PAGE),
  ]);
  return { userId: user.id, phone: user.phone, nickName: user.nick_name, ...balances, ledger };
}

export type WalletDirection = 'grant' | 'reverse';

/** The body checked field by field (Chinese messages) before anything is written. */
function checkAdjust(body: WalletAdjustBody): { amount: number; reason: string; requestId: string } {
  if (!Number.isSafeInteger(body.amount) || body.amount < 1 || body.amount > WALLET_GRANT_MAX) {
    throw invalid(`金币数量需要 1 到 ${WALLET_GRANT_MAX} 的整数`);
  }
  const reason = text(body.reason, '原因', WALLET_REASON_MAX);
  const requestId = body.requestId.trim();
  if (!WALLET_REQUEST_ID.test(requestId)) throw invalid('请求编号无效，请刷新页面后重试');
  return { amount: body.amount, reason, requestId };
}

/**
 * Grants or takes back coins; answers the balance after, the fan's notice to push once committed
 * (none on a replay), and whether the request id had been done already.
 */
export async function adjustCoins(
  db: Db,
  actorId: number,
  user: UserRow,
  direction: WalletDirection,
  body: WalletAdjustBody,
): Promise<WalletAdjustAnswer & { notices: UserNotice[] }> {
  const { amount, reason, requestId } = checkAdjust(body);
  const grant = direction === 'grant';
  return db.transaction().execute(async (trx) => {
    const before = (await balancesOf(trx, user.id)).coin;
    let result;
    try {
      result = await postTransfer(trx, {
        key: `staff-wallet:${requestId}`,
        ref: reason,
        postings: [
          { userId: user.id, currency: 'coin', amount: grant ? amount : -amount, reason: grant ? 'grant' : 'revoke' },
        ],
      });
    } catch (e) {
      if (e instanceof AppError && e.code === ErrorCodes.INSUFFICIENT_BALANCE) {
        throw new AppError(ErrorCodes.INSUFFICIENT_BALANCE, `余额只有 ${before} 金币，不能扣回 ${amount} 金币`);
      }
      if (e instanceof AppError && e.code === ErrorCodes.CONFLICT) {
        throw new AppError(ErrorCodes.CONFLICT, '请求编号已用于另一笔操作，请刷新页面后重试');
      }
      throw e;
    }
    if (result.replayed) return { coin: (await balancesOf(trx, user.id)).coin, replayed: true, notices: [] };
    const moved = result.entries[0]!;
    await writeAudit(trx, {
      actorId,
      action: grant ? 'wallet.grant' : 'wallet.reverse',
      target: `user:${user.id}`,
      before: { coin: moved.balanceAfter - moved.amount },
      after: { coin: moved.balanceAfter, amount: moved.amount, reason, requestId },
    });
    const notices = await createNotices(trx, [user.id], {
      kind: 'system',
      title: grant ? `获得 ${amount} 金币` : `扣回 ${amount} 金币`,
      body: `${reason}（当前余额 ${moved.balanceAfter} 金币）`,
      link: '/user',
      dedupeKey: `staff-wallet:${requestId}`,
    });
    return { coin: moved.balanceAfter, replayed: false, notices };
  });
}
