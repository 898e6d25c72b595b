/**
 * /message/groupDetail?id=: the group's members and what my role may do to them (GroupDetail of the
 * groups feature); `?join=CODE` (the link, the QR code) shows the group to a fan who may join it.
 */
import { useSearchParams } from '@kickoff/shared/navigation';
import { NavBar } from '@kickoff/shared/ui';
import { GroupDetail } from '../../features/groups/components/group-detail';
import { JoinByLink } from '../../features/groups/components/group-joining';
import styles from '../../features/groups/components/groups.module.css';

export default function GroupDetailPage() {
  const [params] = useSearchParams();
  const join = params.get('join');
  return join ? (
    <main className={styles.page}>
      <NavBar title="加入群聊" />
      <JoinByLink code={join} />
    </main>
  ) : (
    <GroupDetail id={Number(params.get('id')) || 0} />
  );
}
