/** The signed-in fan's coins and points; a visitor asks nothing. */
import { ACCOUNT_PATHS, type WalletSummary } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { useCall } from '../../../lib/use-call';

export function useWallet() {
  const token = useAuthStore((s) => s.token);
  return useCall<WalletSummary>(token ? ['account-wallet', token] : null, ACCOUNT_PATHS.wallet);
}
