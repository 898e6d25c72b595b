/**
 * /message/notice: notices by category (follows, replies, tips, anchors live, activity prizes …)
 * from the notices module, newest first, each opening its target; 全部已读 clears them, and the tab
 * badge takes the server's total afterwards.
 */
import { useEffect, useState } from 'react';
import { NOTICE_KIND_NAMES, type Notice, type NoticeKind } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { messageTime } from '@kickoff/shared/time';
import { NavBar, Tabs, showToast } from '@kickoff/shared/ui';
import { useNotices } from '../../features/notices/hooks/use-notices';
import styles from './notice-page.module.css';

type Tab = 'all' | NoticeKind;
const TABS = [
  { key: 'all' as Tab, label: '全部' },
  ...(Object.entries(NOTICE_KIND_NAMES) as Array<[NoticeKind, string]>).map(([key, label]) => ({
    key: key as Tab,
    label,
  })),
];

function NoticeRow({ n, onOpen }: { n: Notice; onOpen: (n: Notice) => void }) {
  return (
    <li className={`${styles.row} ${n.read ? '' : styles.unread}`}>
      <button type="button" className={styles.button} onClick={() => onOpen(n)}>
        <span className={styles.head}>
          <span className={styles.kind}>{NOTICE_KIND_NAMES[n.kind] ?? '通知'}</span>
          <span className={styles.title}>{n.title}</span>
          <time className={styles.time}>{messageTime(n.time)}</time>
        </span>
        {n.body && <span className={styles.body}>{n.body}</span>}
      </button>
    </li>
  );
}

export default function NoticePageView() {
  const [tab, setTab] = useState<Tab>('all');
  const navigate = useNavigate();
  const kind = tab === 'all' ? undefined : tab;
  const { paged, readOne, markRead, readAll: sendReadAll } = useNotices(tab, kind);
  const { data, error } = paged;
  // a page after the first that failed says so in a toast; the rows stay and 加载更多 asks it again
  useEffect(() => {
    if (error && data) showToast(error.message);
  }, [error, data]);
  const open = (n: Notice) => {
    readOne(n);
    if (n.link) navigate(n.link);
    else markRead(n);
  };
  const readAll = () =>
    sendReadAll()
      .then(() => showToast('已全部标为已读'))
      .catch((e: Error) => showToast(e.message));
  return (
    <main className={styles.page}>
      <NavBar
        title="系统通知"
        right={
          <button
            type="button"
            className={styles.readAll}
            onClick={() => void readAll()}
            disabled={!paged.first?.unread}
          >
            全部已读
          </button>
        }
      />
      <div className={styles.tabs}>
        <Tabs items={TABS} active={tab} onChange={setTab} label="通知分类" />
      </div>
      <DataState state={paged} isEmpty={(rows) => rows.length === 0} emptyText="暂无通知">
        {(rows) => (
          <>
            <ul className={styles.list} aria-label="通知列表">
              {rows.map((n) => (
                <NoticeRow key={n.id} n={n} onOpen={open} />
              ))}
            </ul>
            {paged.hasMore && (
              <button type="button" className={styles.more} onClick={paged.loadMore}>
                加载更多
              </button>
            )}
          </>
        )}
      </DataState>
    </main>
  );
}
