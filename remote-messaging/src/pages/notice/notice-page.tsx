/**
 * /message/notice: notices by category (follows, replies, tips, anchors live, activity prizes …)
 * from the notices module, newest first, each opening its target; 全部已读 clears them, and the tab
 * badge takes the server's total afterwards.
 */
import { useEffect, useState } from 'react';
import { IM_PATHS, NOTICE_KIND_NAMES, type ImUnread, type Notice, type NoticeKind } from '@kickoff/shared/contracts';
import { get, unwrap } from '@kickoff/shared/api';
import { DataState } from '@kickoff/shared/data';
import { usePagedData } from '@kickoff/shared/paged-data';
import { useNavigate } from '@kickoff/shared/navigation';
import { useMessagesStore } from '@kickoff/shared/stores';
import { messageTime } from '@kickoff/shared/time';
import { NavBar, Tabs, showToast } from '@kickoff/shared/ui';
import { NOTICE_PATHS, noticePage, readNotices } from '../../features/notices-api';
import styles from './notice-page.module.css';

type Tab = 'all' | NoticeKind;
const TABS = [
  { key: 'all' as Tab, label: '全部' },
  ...(Object.entries(NOTICE_KIND_NAMES) as Array<[NoticeKind, string]>).map(([key, label]) => ({
    key: key as Tab,
    label,
  })),
];

async function refreshBadge() {
  const u = await unwrap(get<ImUnread>(IM_PATHS.unread));
  useMessagesStore.getState().setUnread(u.total);
}

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
  const paged = usePagedData([NOTICE_PATHS.list, tab], (page) => noticePage(page, kind));
  const { data, error, setData } = paged;
  // a page after the first that failed says so in a toast; the rows stay and 加载更多 asks it again
  useEffect(() => {
    if (error && data) showToast(error.message);
  }, [error, data]);
  const open = (n: Notice) => {
    if (!n.read)
      void readNotices([n.id])
        .then(refreshBadge)
        .catch(() => undefined);
    if (n.link) navigate(n.link);
    else setData((rows) => rows.map((x) => (x.id === n.id ? { ...x, read: true } : x)));
  };
  const readAll = () =>
    readNotices()
      .then(refreshBadge)
      .then(() => {
        showToast('已全部标为已读');
        paged.reload();
      })
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
