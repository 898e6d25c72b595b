/**
 * 群聊详情: members with their roles; what I may do to each follows my role (the server enforces it
 * and answers a clear refusal otherwise): the owner appoints admins and transfers; owner and admins
 * mute (10 minutes) or remove members below them, mute everyone and review requests to join; members
 * invite people they follow and share the group's QR code and link; members leave; the owner dissolves.
 */
import { useState } from 'react';
import type { ImConversationInfo, ImMember } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { ActionSheet, NavBar, showToast, type SheetAction } from '@kickoff/shared/ui';
import { UserFace } from '../../../components/user-face';
import { useConversationInfo } from '../../../lib/conversation-info';
import { groupActions as G } from '../groups-api';
import { GroupLinkPanel, InvitePicker, JoinRequests } from './group-joining';
import styles from './groups.module.css';

const RANK = { owner: 3, admin: 2, member: 1 } as const;
const ROLE = { owner: '群主', admin: '管理员', member: '成员' } as const;

function memberActions(
  info: ImConversationInfo,
  m: ImMember,
  run: (p: Promise<unknown>, done: string) => void,
): SheetAction[] {
  const id = info.conversationId;
  const out: SheetAction[] = [];
  if (RANK[info.myRole] <= RANK[m.role]) return out;
  if (info.myRole === 'owner')
    out.push(
      m.role === 'admin'
        ? { label: '取消管理员', onSelect: () => run(G.role(id, m.userId, 'member'), '已取消管理员') }
        : { label: '设为管理员', onSelect: () => run(G.role(id, m.userId, 'admin'), '已设为管理员') },
    );
  out.push(
    m.mutedUntil
      ? { label: '解除禁言', onSelect: () => run(G.mute(id, m.userId, 0), '已解除禁言') }
      : { label: '禁言 10 分钟', onSelect: () => run(G.mute(id, m.userId, 10), '已禁言') },
    { label: '移出群聊', danger: true, onSelect: () => run(G.remove(id, m.userId), '已移出') },
  );
  if (info.myRole === 'owner')
    out.push({ label: '转让群主', danger: true, onSelect: () => run(G.transfer(id, m.userId), '已转让') });
  return out;
}

export function GroupDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data, error, reload } = useConversationInfo(id);
  const [picked, setPicked] = useState<ImMember | null>(null);
  const [panel, setPanel] = useState<'invite' | 'qr' | null>(null);
  const run = (p: Promise<unknown>, done: string, after?: () => void) =>
    p.then(
      () => {
        showToast(done);
        if (after) after();
        else reload();
      },
      (e: Error) => showToast(e.message),
    );
  return (
    <main className={styles.page}>
      <NavBar title="群聊详情" />
      <DataState state={{ data, error, reload }}>
        {(info) => (
          <>
            <section className={styles.head}>
              <h2 className={styles.title}>
                {info.name}（{info.members.length}）
              </h2>
              {info.notice && <p className={styles.hint}>群公告：{info.notice}</p>}
            </section>
            <ul className={styles.list} aria-label="群成员">
              {info.members.map((m) => (
                <li key={m.userId}>
                  <button type="button" className={styles.row} onClick={() => setPicked(m)}>
                    <UserFace name={m.nickName} portrait={m.portrait} size={0.7} />
                    <span className={styles.name}>{m.nickName}</span>
                    <span className={styles.meta}>
                      {m.mutedUntil ? '禁言中 · ' : ''}
                      {ROLE[m.role]}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {info.myRole !== 'member' && <JoinRequests conversationId={id} onChanged={reload} />}
            <div className={styles.field}>
              <div className={styles.buttons}>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-expanded={panel === 'invite'}
                  onClick={() => setPanel(panel === 'invite' ? null : 'invite')}
                >
                  邀请好友
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-expanded={panel === 'qr'}
                  onClick={() => setPanel(panel === 'qr' ? null : 'qr')}
                >
                  群二维码
                </button>
              </div>
            </div>
            {panel === 'invite' && <InvitePicker info={info} onDone={() => setPanel(null)} />}
            {panel === 'qr' && <GroupLinkPanel info={info} onChanged={reload} />}
            <div className={styles.field}>
              {info.myRole !== 'member' && (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() =>
                    run(G.muteAll(id, !info.mutedAll), info.mutedAll ? '已关闭全员禁言' : '已开启全员禁言')
                  }
                >
                  {info.mutedAll ? '关闭全员禁言' : '开启全员禁言'}
                </button>
              )}
              {info.myRole === 'owner' ? (
                <button
                  type="button"
                  className={styles.danger}
                  onClick={() => run(G.dissolve(id), '群聊已解散', () => navigate('/message', { replace: true }))}
                >
                  解散群聊
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.danger}
                  onClick={() => run(G.leave(id), '已退出群聊', () => navigate('/message', { replace: true }))}
                >
                  退出群聊
                </button>
              )}
            </div>
            <ActionSheet
              open={picked !== null}
              title={picked?.nickName}
              onClose={() => setPicked(null)}
              actions={
                picked
                  ? [
                      { label: '查看资料', onSelect: () => navigate(`/message/personal?id=${picked.userId}`) },
                      ...memberActions(info, picked, run),
                    ]
                  : []
              }
            />
          </>
        )}
      </DataState>
    </main>
  );
}
