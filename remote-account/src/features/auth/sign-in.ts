/** Stores a successful sign-in (docs/product.md §4) and signs out. */
import type { LoginResult } from '@kickoff/shared/contracts';
import { clearSession, useAuthStore, useLeavingStore, useUserStore } from '@kickoff/shared/stores';
import { logout } from './api';

export function storeSignIn(result: LoginResult): void {
  useAuthStore.getState().setAuth(result.accessToken);
  useUserStore.getState().setInfo(result.userInfo);
  useUserStore.getState().setLoginStatus('success');
}

/**
 * Ends the session on the server (best effort: a token it no longer knows is fine) and forgets it here;
 * from a signed-in-only page the host's guard then takes the fan to `leaveTo`. Where they land is set
 * before the server hears of it: once the token is revoked, any other call of theirs still in flight
 * is refused and ends the session here first, and that must land them there too, not on 登录.
 */
export async function signOut(leaveTo: string): Promise<void> {
  useLeavingStore.setState({ to: leaveTo });
  await logout();
  // keeps the leaving set above (the host forgets it once the fan has arrived)
  clearSession();
}
