/** Forgetting a sign-in on this device, the same for a logout, a deleted account and a token the server refused. */
import { create } from 'zustand';
import { applyTheme } from '../theme/apply-theme';
import { useAuthStore } from './auth';
import { useMessagesStore } from './messages';
import { useUserStore } from './user';

/**
 * Where a fan who signed out on purpose is going. A signed-in-only page that loses its sign-in sends
 * the fan to 登录 (the host's guard); one they are leaving on purpose (注销账号) sends them here
 * instead, and the host forgets it once they arrive.
 */
export const useLeavingStore = create<{ to: string | null }>()(() => ({ to: null }));

export interface ClearSessionOptions {
  /** the page to land on if the current one is for signed-in fans only (else 登录) */
  leaveTo?: string;
}

/**
 * Clears the token, the fan's info and unread counts, and puts the default theme colour back. Without
 * `leaveTo`, a leaving already under way is kept: a fan signing out on purpose whose other call the
 * server refuses first (the token already revoked) still lands where they were going.
 */
export function clearSession({ leaveTo }: ClearSessionOptions = {}): void {
  if (leaveTo !== undefined) useLeavingStore.setState({ to: leaveTo });
  useAuthStore.getState().clearAuth();
  useUserStore.getState().reset();
  useMessagesStore.getState().clear();
  applyTheme(null);
}
