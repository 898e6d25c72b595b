/** The wallet desk's calls to the staff API (checked again on the server, audited). */
import { get, post } from '@kickoff/shared/api';
import { STAFF_WALLET_PATHS, type PostBody, type StaffWallet } from '@kickoff/shared/contracts';

type GetParams = Parameters<typeof get>[1];

export const fetchWallet = (params?: GetParams) => get<StaffWallet>(STAFF_WALLET_PATHS.wallet, params);
/** Coins granted to a fan, or a grant reversed; the request id makes a retry count once. */
export const adjustWallet = (direction: 'grant' | 'reverse', body: PostBody<typeof STAFF_WALLET_PATHS.grant>) =>
  post(STAFF_WALLET_PATHS[direction], body);
