/** Gifts and the coins they are paid with (the wallet is the platform's: `GET ACCOUNT_PATHS.wallet`). */
import { get, post, unwrap } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, ErrorCodes, SUCCESS, type WalletSummary } from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type GiftSendResult, type RankPeriod, type RankRow } from '@kickoff/shared/contracts/vlive';

export async function getCoins(): Promise<number> {
  return (await unwrap(get<WalletSummary>(ACCOUNT_PATHS.wallet))).coin;
}

export type SendOutcome = { ok: true; result: GiftSendResult } | { ok: false; broke: boolean };

/** Sends under `key`: a second call with the same key is the same send (a double tap pays once). */
export async function sendGift(roomId: number, giftId: number, count: number, key: string): Promise<SendOutcome> {
  const env = await post(VLIVE_PATHS.sendGift, { roomId, giftId, count, key });
  if (env.code === SUCCESS) return { ok: true, result: env.data };
  return { ok: false, broke: env.code === ErrorCodes.INSUFFICIENT_BALANCE };
}

export function getRank(roomId: number, period: RankPeriod): Promise<RankRow[]> {
  return unwrap(get<RankRow[]>(VLIVE_PATHS.rank, { roomId, period }));
}
