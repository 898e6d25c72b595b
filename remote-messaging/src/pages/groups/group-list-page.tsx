/**
 * /message/groupList: invitations waiting for my answer (接受 makes me a member, or asks the owner
 * when the group requires approval; 拒绝 leaves nothing behind), then my groups, each opening its
 * chat; 创建群聊 in the bar.
 */
import { DataState } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { Invitations } from '../../features/groups/components/group-invitations';
import { useGroupList } from '../../features/groups/hooks/use-groups';
import styles from '../../features/groups/components/groups.module.css';

const ROLE = { owner: '群主', admin: '管理员', member: '' } as const;

export default function GroupListPage() {
  const { data, error, reload } = useGroupList();
  return (
    <main className={styles.page}>
      <NavBar
        title="我的群聊"
        right={
          <Link to="/message/createGroup" className={styles.navLink}>
            创建群聊
          </Link>
        }
      />
      <Invitations onJoined={reload} />
      <DataState state={{ data, error, reload }}>
        {(groups) =>
          groups.length === 0 ? (
            <Empty text="暂无群聊" />
          ) : (
            <ul className={styles.list} aria-label="我的群聊">
              {groups.map((g) => (
                <li key={g.conversationId}>
                  <Link to={`/message/chatDetail?id=${g.conversationId}`} className={styles.row}>
                    <UserFace name={g.name} size={0.8} />
                    <span className={styles.name}>{g.name}</span>
                    <span className={styles.meta}>
                      {g.members} 人{ROLE[g.role] && ` · ${ROLE[g.role]}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </main>
  );
}
