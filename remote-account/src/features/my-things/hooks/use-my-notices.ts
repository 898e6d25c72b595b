/** 我的消息: my notices page by page; 全部已读 starts the list over, opening an unread one marks it read. */
import { useState } from 'react';
import type { Notice } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { showToast } from '@kickoff/shared/ui';
import { fetchNotices, markNoticesRead } from '../api';

export function useMyNotices() {
  const [round, setRound] = useState(0);
  const paged = usePagedData<Notice>(['my-notices', round], fetchNotices);
  const readAll = async () => {
    try {
      await markNoticesRead();
      setRound((r) => r + 1);
    } catch (err) {
      showToast(err instanceof Error ? err.message : '操作失败，请重试');
    }
  };
  const open = (n: Notice) => {
    if (!n.read) void markNoticesRead([n.id]).catch(() => undefined);
  };
  return { paged, readAll, open };
}
