/**
 * The signed-in fan's info (`centerInfo`) through the shared data layer, written into the user
 * store as it arrives: asked when a page needs it and the store has none, or on every visit of a
 * page that shows it fresh (我的). A visitor asks nothing.
 */
import { useEffect } from 'react';
import type { UserInfo } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';
import { fetchMyInfo } from '../api';

const loadInfo = async () => {
  const info = await fetchMyInfo();
  // written on an answer only: a cached copy never overwrites a newer edit (a new nickname)
  useUserStore.getState().setInfo(info);
  return info;
};

export function useMyInfo({ fresh = false }: { fresh?: boolean } = {}): UserInfo | null {
  const token = useAuthStore((s) => s.token);
  const info = useUserStore((s) => s.info);
  const loaded = useData<UserInfo>(token && (fresh || !info) ? ['account-center-info', token] : null, loadInfo);
  const held = loaded.data;
  useEffect(() => {
    // an answer already in the cache (asked by another page) fills an empty store too
    if (held && !useUserStore.getState().info) useUserStore.getState().setInfo(held);
  }, [held]);
  return info ?? (token ? (held ?? null) : null);
}
