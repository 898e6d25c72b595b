/** Nobles: the tiers with the fan's own, and buying one for 30 days with coins. */
import { get, post, unwrap } from '@kickoff/shared/api';
import { ErrorCodes, SUCCESS } from '@kickoff/shared/contracts';
import { VLIVE_PATHS, type NobleStatus } from '@kickoff/shared/contracts/vlive';

export function getNobleStatus(): Promise<NobleStatus> {
  return unwrap(get<NobleStatus>(VLIVE_PATHS.noble));
}

export type BuyOutcome = { ok: true; status: NobleStatus } | { ok: false; broke: boolean };

export async function buyNoble(tier: number, key: string): Promise<BuyOutcome> {
  const env = await post(VLIVE_PATHS.buyNoble, { tier, key });
  if (env.code === SUCCESS) return { ok: true, status: env.data };
  return { ok: false, broke: env.code === ErrorCodes.INSUFFICIENT_BALANCE };
}
