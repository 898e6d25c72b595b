/** Stores a successful sign-in (docs/product.md §4) and signs out. */
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, type LoginResult } from '@kickoff/shared/contracts';
import { clearSession, useAuthStore, useUserStore } from '@kickoff/shared/stores';

export function storeSignIn(result: LoginResult): void {
  useAuthStore.getState().setAuth(result.accessToken);
  useUserStore.getState().setInfo(result.userInfo);
  useUserStore.getState().setLoginStatus('success');
}

/** Ends the session on the server (best effort: a token it no longer knows is fine) and forgets it here. */
export async function signOut(): Promise<void> {
  await api.get(ACCOUNT_PATHS.logout).catch(() => undefined);
  clearSession();
}
