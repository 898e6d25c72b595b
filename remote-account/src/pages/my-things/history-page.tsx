/** /user/history (浏览历史): matches, articles and live rooms I opened, newest view first, by kind; 清空 per kind. */
import { useState } from 'react';
import { VIEW_KINDS, VIEW_KIND_NAMES, type ViewEntry, type ViewKind } from '@kickoff/shared/contracts';
import { Dialog, NavBar, Tabs } from '@kickoff/shared/ui';
import { PagedRows } from '../../features/my-things/components/paged-rows';
import styles from '../../features/my-things/components/my-things.module.css';
import { MatchRow, NewsRow, RoomRow } from '../../features/my-things/components/rows';
import { useViewHistory } from '../../features/my-things/hooks/use-view-history';

function Row({ e }: { e: ViewEntry }) {
  if (e.match) return <MatchRow m={e.match} seen={e.time} />;
  if (e.news) return <NewsRow n={e.news} seen={e.time} />;
  if (e.room) return <RoomRow r={e.room} seen={e.time} />;
  return null;
}

export default function HistoryPage() {
  const [kind, setKind] = useState<ViewKind>('match');
  const [asking, setAsking] = useState(false);
  const { paged, clear } = useViewHistory(kind);
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
        onConfirm={() => {
          setAsking(false);
          void clear();
        }}
        onCancel={() => setAsking(false)}
      >
        确定清空全部{VIEW_KIND_NAMES[kind]}浏览记录吗？
      </Dialog>
    </main>
  );
}
