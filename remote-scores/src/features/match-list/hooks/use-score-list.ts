/**
 * One list of one sport: loads it for the tab/date (or the followed ids under 关注), applies the
 * LIST_UPDATE patches in place (batched per frame) and refetches after a reconnect (resync).
 */
import { useEffect, useMemo } from 'react';
import { MessageCodes, type ListTab, type ListUpdate, type ServerMessage, type Sport } from '@kickoff/shared/contracts';
import { useRealtime } from '@kickoff/shared/realtime';
import { useFollowStore, watchLogin } from '../../../lib/follow-store';
import { applyPatches, type Identified } from '../../../lib/apply-patches';
import type { ListParams } from '../api';
import { useData, type DataKey, type Loaded } from '@kickoff/shared/data';
import { usePatchBuffer } from '../../../lib/use-patch-buffer';

export function useScoreList<T extends Identified>(
  sport: Sport,
  tab: ListTab,
  date: string,
  fetcher: (p: ListParams) => Promise<T[]>,
): Loaded<T[]> {
  useEffect(() => watchLogin(), []);
  const ready = useFollowStore((s) => s.ready);
  const items = useFollowStore((s) => s.items);
  const ids = useMemo(
    () =>
      items
        .filter((f) => f.sport === sport)
        .map((f) => f.matchId)
        .sort((a, b) => a - b),
    [items, sport],
  );
  const call = `${sport}-list`;
  const key: DataKey | null = tab === 'gz' ? (ready ? [call, 'gz', ids.join(',')] : null) : [call, tab, date];
  const list = useData<T[]>(key, () =>
    tab === 'gz' && ids.length === 0 ? Promise.resolve([]) : fetcher({ tab, date, ids }),
  );
  const { setData, reload } = list;
  const push = usePatchBuffer<Partial<T> & Identified>((patches) =>
    setData((prev) => (prev ? applyPatches(prev, patches) : prev)),
  );
  useRealtime(sport === 'football' ? 'list:football' : 'list:basketball', (e) => {
    if (e.type === 'resync') {
      reload();
      return;
    }
    const msg = e.message as ServerMessage<ListUpdate>;
    if (msg.code === MessageCodes.LIST_UPDATE) push(msg.data.matches as Array<Partial<T> & Identified>);
  });
  return list;
}
