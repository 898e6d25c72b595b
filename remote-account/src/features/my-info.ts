/** Loads the signed-in fan's info into the user store when a page needs it (the id) and it is not there yet. */
import { useEffect } from 'react';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SUCCESS, type UserInfo } from '@kickoff/shared/contracts';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';

export function useMyInfo(): UserInfo | null {
  const token = useAuthStore((s) => s.token);
  const info = useUserStore((s) => s.info);
  const missing = !info;
  useEffect(() => {
    if (!token || !missing) return;
    let live = true;
    api
      .get<UserInfo>(ACCOUNT_PATHS.centerInfo)
      .then((res) => {
        if (live && res.code === SUCCESS) useUserStore.getState().setInfo(res.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, missing]);
  return info;
}
