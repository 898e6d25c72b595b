/** Stores a successful sign-in (docs/product.md §4) and signs out. */
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, type LoginResult } from '@kickoff/shared/contracts';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';

export function storeSignIn(result: LoginResult): void {
  useAuthStore.getState().setAuth(result.accessToken);
  useUserStore.getState().setInfo(result.userInfo);
  useUserStore.getState().setLoginStatus('success');
}

export async function signOut(): Promise<void> {
  await api.get(ACCOUNT_PATHS.logout).catch(() => undefined);
  useAuthStore.getState().clearAuth();
  useUserStore.getState().reset();
}
