/**
 * The fan's session (docs/product.md §4, §8): the token lives in the cookie and the shared auth store; on
 * boot and after every login the user info is fetched, and a failed fetch clears the session.
 */
import { apiEvents, get } from '@kickoff/shared/api';
import type { UserInfo } from '@kickoff/shared/contracts';
import { ACCOUNT_PATHS, ErrorCodes } from '@kickoff/shared/contracts';
import { applyTheme } from '@kickoff/shared/theme';
import { clearSession, useAuthStore, useUserStore } from '@kickoff/shared/stores';
import { showToast } from '@kickoff/shared/ui';

/** Fetches the user info for the stored token; anything but a 200 with data logs the fan out. */
export async function loadUserInfo(): Promise<void> {
  const token = useAuthStore.getState().token;
  if (!token) return;
  try {
    const res = await get<UserInfo>(ACCOUNT_PATHS.centerInfo);
    // a login or logout meanwhile makes this answer stale
    if (useAuthStore.getState().token !== token) return;
    if (res.code === 200 && res.data) {
      useUserStore.getState().setInfo(res.data);
      applyTheme(res.data.diyTheme);
      return;
    }
  } catch {
    if (useAuthStore.getState().token !== token) return;
  }
  clearSession();
}

export interface SessionWiring {
  /** HTTP 400 sends the fan to the home route */
  goHome: () => void;
}

/** Turns the api client's events into UI: logout, the exception toast, home. Returns the unwiring. */
export function wireSession({ goHome }: SessionWiring): () => void {
  const offs = [
    apiEvents.on('logout', () => clearSession()),
    // 20001 is a state, not a failure: the player shows its 暂无视频 poster (docs/product.md §8)
    apiEvents.on('exception', ({ code, msg }) => code !== ErrorCodes.VIDEO_NONE && showToast(msg)),
    apiEvents.on('home', () => goHome()),
    useAuthStore.subscribe((state, prev) => {
      if (state.token && state.token !== prev.token) void loadUserInfo();
    }),
  ];
  return () => offs.forEach((off) => off());
}
