/** /user/history (浏览历史): matches, articles and live rooms I opened, newest view first, by kind; 清空 per kind. */
import { useState } from 'react';
import { api, unwrap } from '@kickoff/shared/api';
import {
  VIEW_HISTORY_PATHS,
  VIEW_KINDS,
  VIEW_KIND_NAMES,
  type ViewEntry,
  type ViewKind,
  type ViewPage,
} from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { Dialog, NavBar, Tabs, showToast } from '@kickoff/shared/ui';
import { PagedRows } from '../../features/paged-rows';
import styles from './my-things.module.css';
import { MatchRow, NewsRow, RoomRow } from './rows';

const PAGE = 20;

function Row({ e }: { e: ViewEntry }) {
  if (e.match) return <MatchRow m={e.match} seen={e.time} />;
  if (e.news) return <NewsRow n={e.news} seen={e.time} />;
  if (e.room) return <RoomRow r={e.room} seen={e.time} />;
  return null;
}

export default function HistoryPage() {
  const [kind, setKind] = useState<ViewKind>('match');
  const [round, setRound] = useState(0);
  const [asking, setAsking] = useState(false);
  // a clear starts the list over (a new round), so does a tab switch
  const paged = usePagedData(['my-view-history', kind, round], (page) =>
    unwrap(api.get<ViewPage>(VIEW_HISTORY_PATHS.list, { kind, page, size: PAGE })),
  );
  const clear = async () => {
    setAsking(false);
    try {
      await unwrap(api.post(VIEW_HISTORY_PATHS.clear, { kind }));
      showToast(`已清空${VIEW_KIND_NAMES[kind]}浏览记录`);
      setRound((r) => r + 1);
    } catch (err) {
      showToast(err instanceof Error ? err.message : '清空失败，请重试');
    }
  };
  return (
    <main>
      <NavBar
        title="浏览历史"
        right={
          <button type="button" className={styles.action} onClick={() => setAsking(true)}>
            清空
          </button>
        }
      />
      <Tabs
        label="浏览类别"
        items={VIEW_KINDS.map((k) => ({ key: k, label: VIEW_KIND_NAMES[k] }))}
        active={kind}
        onChange={setKind}
      />
      <PagedRows
        paged={paged}
        empty={`暂无${VIEW_KIND_NAMES[kind]}浏览记录`}
        label={`${VIEW_KIND_NAMES[kind]}浏览记录`}
        rowKey={(e) => `${e.kind}:${e.id}`}
        row={(e) => <Row e={e} />}
      />
      <Dialog
        open={asking}
        title="清空浏览记录"
        confirmText="清空"
        onConfirm={() => void clear()}
        onCancel={() => setAsking(false)}
      >
        确定清空全部{VIEW_KIND_NAMES[kind]}浏览记录吗？
      </Dialog>
    </main>
  );
}
