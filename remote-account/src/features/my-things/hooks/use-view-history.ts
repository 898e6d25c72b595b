/** 浏览历史 of one kind, newest view first; 清空 empties that kind and starts the list over. */
import { useState } from 'react';
import { VIEW_KIND_NAMES, type ViewKind } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { showToast } from '@kickoff/shared/ui';
import { clearViewHistory, fetchViewHistory } from '../api';

export function useViewHistory(kind: ViewKind) {
  const [round, setRound] = useState(0);
  // a clear starts the list over (a new round), so does a tab switch
  const paged = usePagedData(['my-view-history', kind, round], (page) => fetchViewHistory(kind, page));
  const clear = async () => {
    try {
      await clearViewHistory(kind);
      showToast(`已清空${VIEW_KIND_NAMES[kind]}浏览记录`);
      setRound((r) => r + 1);
    } catch (err) {
      showToast(err instanceof Error ? err.message : '清空失败，请重试');
    }
  };
  return { paged, clear };
}
