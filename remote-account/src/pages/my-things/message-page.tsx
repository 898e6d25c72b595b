/** /user/message (我的消息): my notices from every feature, newest first; 全部已读; opening one marks it read. */
import { useState } from 'react';
import { api, unwrap } from '@kickoff/shared/api';
import { MINE_PATHS, type Notice, type NoticePage } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { NavBar, showToast } from '@kickoff/shared/ui';
import { PagedRows } from '../../features/paged-rows';
import styles from './my-things.module.css';
import { NoticeRow } from './rows';

export default function MyMessagePage() {
  const [round, setRound] = useState(0);
  // 全部已读 starts the list over (a new round)
  const paged = usePagedData<Notice>(['my-notices', round], (page) =>
    unwrap(api.get<NoticePage>(MINE_PATHS.notices, { page, size: 20 })),
  );
  const readAll = async () => {
    try {
      await unwrap(api.post(MINE_PATHS.noticesRead, {}));
      setRound((r) => r + 1);
    } catch (err) {
      showToast(err instanceof Error ? err.message : '操作失败，请重试');
    }
  };
  const open = (n: Notice) => {
    if (!n.read) void api.post(MINE_PATHS.noticesRead, { ids: [n.id] }).catch(() => undefined);
  };
  return (
    <main>
      <NavBar
        title="我的消息"
        right={
          <button type="button" className={styles.action} onClick={() => void readAll()}>
            全部已读
          </button>
        }
      />
      <PagedRows
        paged={paged}
        empty="暂无消息"
        label="我的消息"
        rowKey={(n) => n.id}
        row={(n) => <NoticeRow n={n} onOpen={open} />}
      />
    </main>
  );
}
