/** The hot matches of both sports; the answer is the fan's own, so it is keyed by the session that asks. */
import { getHotList } from '@kickoff/shared/api';
import type { HotList } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useAuthStore } from '@kickoff/shared/stores';

export function useHotList() {
  const session = useAuthStore((s) => s.token);
  return useData<HotList>(['hot-list', session], getHotList);
}
