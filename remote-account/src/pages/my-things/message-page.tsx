/** /user/message (我的消息): my notices from every feature, newest first; 全部已读; opening one marks it read. */
import { NavBar } from '@kickoff/shared/ui';
import { PagedRows } from '../../features/my-things/components/paged-rows';
import styles from '../../features/my-things/components/my-things.module.css';
import { NoticeRow } from '../../features/my-things/components/rows';
import { useMyNotices } from '../../features/my-things/hooks/use-my-notices';

export default function MyMessagePage() {
  const { paged, readAll, open } = useMyNotices();
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
