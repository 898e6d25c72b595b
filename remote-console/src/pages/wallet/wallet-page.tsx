/** /admin/wallet: a fan's coins and points, the ledger, adjustments: the wallet feature's desk. */
import { WalletDesk } from '../../features/wallet/components/wallet-desk';

export default function WalletPage() {
  return <WalletDesk />;
}
