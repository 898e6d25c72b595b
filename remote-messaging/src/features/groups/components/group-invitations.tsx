/**
 * Group invitations waiting for my answer: 接受 makes me a member (the chat opens), or asks the owner
 * when the group requires approval; 拒绝 leaves nothing behind. Nothing shows without one.
 */
import { IM_PATHS, type ImGroupInvite } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { showToast } from '@kickoff/shared/ui';
import { UserFace } from '../../../components/user-face';
import { answerInvite, myInvites } from '../groups-api';
import styles from './groups.module.css';

export function Invitations({ onJoined }: { onJoined: () => void }) {
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
