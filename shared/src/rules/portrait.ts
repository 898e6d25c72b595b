/** docs/product.md §3: an approved portrait (portraitAudit 1) is shown; otherwise the new, pending one. */
import type { UserInfo } from '../contracts/account';

export function choosePortrait(info: Pick<UserInfo, 'portrait' | 'portraitAudit' | 'portraitNew'>): string {
  return info.portraitAudit === 1 ? info.portrait : info.portraitNew;
}
