/** /message/groupList: my groups, each opening its chat; 创建群聊 in the bar. */
import { IM_PATHS } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { PageState } from '../../components/page-state';
import { UserFace } from '../../components/user-face';
import { groupList } from '../../features/groups/groups-api';
import styles from './groups.module.css';

const ROLE = { owner: '群主', admin: '管理员', member: '' } as const;

export default function GroupListPage() {
  const { data, error, reload } = useData([IM_PATHS.groupList], groupList);
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
      <PageState data={data} error={error} reload={reload}>
        {(groups) =>
          groups.length === 0 ? (
            <Empty text="暂无群聊" />
          ) : (
            <ul className={styles.list}>
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
      </PageState>
    </main>
  );
}
