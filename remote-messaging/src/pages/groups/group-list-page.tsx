/**
 * /message/groupList: invitations waiting for my answer (接受 makes me a member, or asks the owner
 * when the group requires approval; 拒绝 leaves nothing behind), then my groups, each opening its
 * chat; 创建群聊 in the bar.
 */
import { IM_PATHS, type ImGroupInvite } from '@kickoff/shared/contracts';
import { DataState, useData } from '@kickoff/shared/data';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { Empty, NavBar, showToast } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { answerInvite, groupList, myInvites } from '../../features/groups/groups-api';
import styles from './groups.module.css';

const ROLE = { owner: '群主', admin: '管理员', member: '' } as const;

function Invitations({ onJoined }: { onJoined: () => void }) {
  const { data, reload } = useData([IM_PATHS.groupInvites], myInvites);
  const navigate = useNavigate();
  if (!data || data.length === 0) return null;
  const answer = (i: ImGroupInvite, accept: boolean) =>
    answerInvite(i.inviteId, accept).then(
      (r) => {
        reload();
        if (r.state === 'joined') {
          onJoined();
          navigate(`/message/chatDetail?id=${r.conversationId}`);
        } else showToast(r.state === 'requested' ? '已提交，等待群主或管理员同意' : '已拒绝邀请');
      },
      (e: Error) => {
        showToast(e.message);
        reload();
      },
    );
  return (
    <section aria-label="群聊邀请">
      <p className={styles.hint}>群聊邀请</p>
      <ul className={styles.list}>
        {data.map((i) => (
          <li key={i.inviteId} className={styles.row} data-testid="group-invite">
            <UserFace name={i.groupName} size={0.8} />
            <span className={styles.name}>
              {i.groupName}
              <span className={styles.sub}>
                {i.inviterName} 邀请你加入 · {i.members} 人
              </span>
            </span>
            <button type="button" className={styles.small} onClick={() => answer(i, false)}>
              拒绝
            </button>
            <button type="button" className={`${styles.small} ${styles.smallPrimary}`} onClick={() => answer(i, true)}>
              接受
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
