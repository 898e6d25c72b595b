/** Forgetting a sign-in on this device, the same for a logout, a deleted account and a token the server refused. */
import { applyTheme } from '../theme/apply-theme';
import { useAuthStore } from './auth';
import { useMessagesStore } from './messages';
import { useUserStore } from './user';

/** Clears the token, the fan's info and unread counts, and puts the default theme colour back. */
export function clearSession(): void {
  useAuthStore.getState().clearAuth();
  useUserStore.getState().reset();
  useMessagesStore.getState().clear();
  applyTheme(null);
}
