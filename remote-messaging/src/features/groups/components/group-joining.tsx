/**
 * The parts of 群聊详情 that let a group grow: the page a group link or QR code opens (加入群聊 /
 * 申请加入), inviting people I follow, the group's QR code and link (reset by the owner and admins;
 * the owner's 入群审核 switch) and the requests waiting for the owner and admins. The server decides
 * every rule (blocks, roles, approval) and its refusal is shown as it words it.
 */
import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { IM_PATHS, type ImConversationInfo } from '@kickoff/shared/contracts';
import { DataState, useData } from '@kickoff/shared/data';
import { useNavigate } from '@kickoff/shared/navigation';
import { Empty, showToast } from '@kickoff/shared/ui';
import { UserFace } from '../../../components/user-face';
import { groupActions as G, groupLink, invite, joinByLink, joinRequests, previewGroup, resetLink } from '../groups-api';
import { useFollowing } from '../../../lib/following';
import styles from './groups.module.css';

/** /message/groupDetail?join=CODE: the group a link opens, and the one button it needs. */
export function JoinByLink({ code }: { code: string }) {
  const { data, error, reload } = useData([IM_PATHS.groupPreview, code], () => previewGroup(code));
  const navigate = useNavigate();
  const open = (id: number) => navigate(`/message/chatDetail?id=${id}`, { replace: true });
  const join = () =>
    joinByLink(code).then(
      (r) =>
        r.state === 'joined' ? open(r.conversationId) : (showToast('已提交申请，等待群主或管理员同意'), reload()),
      (e: Error) => showToast(e.message),
    );
  return (
    <DataState state={{ data, error, reload }}>
      {(g) => (
        <section className={styles.qr} aria-label="加入群聊">
          <UserFace name={g.name} size={1.2} />
          <h2 className={styles.title}>{g.name}</h2>
          <p className={styles.meta}>
            {g.members} 人{g.approval ? ' · 加入需群主或管理员同意' : ''}
          </p>
          {g.state === 'member' ? (
            <button type="button" className={styles.primary} onClick={() => open(g.conversationId)}>
              进入群聊
            </button>
          ) : g.state === 'requested' ? (
            <button type="button" className={styles.secondary} disabled>
              已申请，等待同意
            </button>
          ) : (
            <button type="button" className={styles.primary} onClick={join}>
              {g.approval ? '申请加入' : '加入群聊'}
            </button>
          )}
        </section>
      )}
    </DataState>
  );
}

/** People I follow who are not in the group yet, picked and invited in one go. */
export function InvitePicker({ info, onDone }: { info: ImConversationInfo; onDone: () => void }) {
  const { data, error, reload } = useFollowing();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const inGroup = new Set(info.members.map((m) => m.userId));
  const toggle = (id: number) =>
    setPicked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const send = () =>
    invite(info.conversationId, [...picked]).then(
      () => {
        showToast('邀请已发送，对方同意后入群');
        onDone();
      },
      (e: Error) => showToast(e.message),
    );
  return (
    <section className={styles.section} aria-label="邀请好友">
      <h3 className={styles.sectionTitle}>从我关注的人中邀请（对方同意后入群）</h3>
      <DataState state={{ data, error, reload }}>
        {(people) => {
          const free = people.filter((p) => !inGroup.has(p.id));
          return free.length === 0 ? (
            <Empty text="没有可邀请的好友" />
          ) : (
            <ul className={styles.list}>
              {free.map((p) => (
                <li key={p.id}>
                  <label className={styles.row}>
                    <input type="checkbox" checked={picked.has(p.id)} onChange={() => toggle(p.id)} />
                    <UserFace name={p.nickName} portrait={p.portrait} size={0.7} />
                    <span className={styles.name}>{p.nickName}</span>
                  </label>
                </li>
              ))}
            </ul>
          );
        }}
      </DataState>
      <div className={styles.field}>
        <button type="button" className={styles.primary} disabled={picked.size === 0} onClick={send}>
          发送邀请（{picked.size}）
        </button>
      </div>
    </section>
  );
}

/** The group's QR code and link; owner and admins reset it, the owner switches 入群审核. */
export function GroupLinkPanel({ info, onChanged }: { info: ImConversationInfo; onChanged: () => void }) {
  const id = info.conversationId;
  const { data, error, reload, setData } = useData([IM_PATHS.groupLink, id], () => groupLink(id));
  const manager = info.myRole !== 'member';
  return (
    <section className={styles.section} aria-label="群二维码">
      <h3 className={styles.sectionTitle}>群二维码 · 扫码或打开链接加入</h3>
      <DataState state={{ data, error, reload }}>
        {(link) => {
          const url = `${window.location.origin}${link.path}`;
          const copy = () =>
            navigator.clipboard
              .writeText(url)
              .then(() => showToast('链接已复制'))
              .catch(() => showToast('复制失败，请长按链接复制'));
          return (
            <>
              <div className={styles.qr}>
                <QRCodeSVG
                  value={url}
                  size={256}
                  marginSize={2}
                  role="img"
                  aria-label={`群聊「${info.name}」的二维码`}
                />
                <span className={styles.linkText} data-testid="group-link">
                  {url}
                </span>
                <div className={styles.buttons}>
                  <button type="button" className={styles.small} onClick={copy}>
                    复制链接
                  </button>
                  {manager && (
                    <button
                      type="button"
                      className={styles.small}
                      onClick={() =>
                        resetLink(id).then(
                          (fresh) => {
                            setData(() => fresh);
                            showToast('已重置，旧链接和二维码已失效');
                          },
                          (e: Error) => showToast(e.message),
                        )
                      }
                    >
                      重置链接
                    </button>
                  )}
                </div>
              </div>
              {info.myRole === 'owner' && (
                <label className={styles.switchRow}>
                  入群需群主或管理员同意
                  <input
                    type="checkbox"
                    role="switch"
                    checked={link.approval}
                    onChange={(e) =>
                      G.approval(id, e.target.checked).then(
                        () => {
                          reload();
                          onChanged();
                        },
                        (err: Error) => showToast(err.message),
                      )
                    }
                  />
                </label>
              )}
            </>
          );
        }}
      </DataState>
    </section>
  );
}

/** Owner and admins: who asks to join, with 同意 / 拒绝. Nothing shown while none waits. */
export function JoinRequests({ conversationId, onChanged }: { conversationId: number; onChanged: () => void }) {
  const { data, reload } = useData([IM_PATHS.groupRequests, conversationId], () => joinRequests(conversationId));
  if (!data || data.length === 0) return null;
  const review = (requestId: number, approve: boolean) =>
    G.review(requestId, approve).then(
      () => {
        showToast(approve ? '已同意' : '已拒绝');
        reload();
        onChanged();
      },
      (e: Error) => {
        showToast(e.message);
        reload();
      },
    );
  return (
    <section className={styles.section} aria-label="入群申请">
      <h3 className={styles.sectionTitle}>入群申请（{data.length}）</h3>
      <ul className={styles.list}>
        {data.map((r) => (
          <li key={r.requestId} className={styles.row}>
            <UserFace name={r.nickName} portrait={r.portrait} size={0.7} />
            <span className={styles.name}>
              {r.nickName}
              <span className={styles.sub}>{r.inviterName ? `${r.inviterName} 邀请` : '通过群链接'}</span>
            </span>
            <button type="button" className={styles.small} onClick={() => review(r.requestId, false)}>
              拒绝
            </button>
            <button
              type="button"
              className={`${styles.small} ${styles.smallPrimary}`}
              onClick={() => review(r.requestId, true)}
            >
              同意
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
