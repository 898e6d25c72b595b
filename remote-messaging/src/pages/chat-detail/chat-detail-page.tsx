/**
 * /message/chatDetail?id=<conversation> (or ?uid=<user> to open a private chat): the thread with
 * older pages on demand, live pushes and gap refill (use-chat-thread.ts), pictures through the
 * upload module, replies, save (收藏), recall within 2 minutes, copy and 举报 (someone else's
 * message, with a reason) through a 1 s long press,
 * 已读 / 已送达 / 已发送 on my messages in a private chat; senders named by my remark when I gave one;
 * unsent messages below the thread: 发送中…, 网络异常，点击重发 (sent by themselves on reconnect), or
 * refused for good with the reason and 删除.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { IM_RECALL_MS, type ImConversationInfo, type ImMessage } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { useUserStore } from '@kickoff/shared/stores';
import { ActionSheet, ErrorView, Loader, NavBar, showToast, type SheetAction } from '@kickoff/shared/ui';
import { ChatImage } from '../../components/chat-image';
import { ReportMessageSheet } from '../../features/chat/components/report-message-sheet';
import { useChatThread } from '../../features/chat/hooks/use-chat-thread';
import { useConversationInfo } from '../../lib/conversation-info';
import { useOpenPrivate } from '../../features/chat/hooks/use-conversation';
import { saveFavor } from '../../features/chat/hooks/use-favors';
import { useImageUpload } from '../../features/chat/hooks/use-image-upload';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import styles from './chat-detail.module.css';

function Thread({ info, myId }: { info: ImConversationInfo; myId: number }) {
  const t = useChatThread(info.conversationId, myId, info.peerReadSeq, info.peerDeliveredSeq);
  // the message pressed, and whether it was still young enough to take back at that moment
  const [menu, setMenu] = useState<{ m: ImMessage; recallable: boolean } | null>(null);
  const [replyTo, setReplyTo] = useState<ImMessage | null>(null);
  const [reported, setReported] = useState<ImMessage | null>(null);
  // members carry my remarks: a sender is named as I call them
  const names = new Map(info.members.map((m) => [m.userId, m.nickName]));
  const nameOf = (m: ImMessage) => names.get(m.fromId) ?? m.fromName;
  const list = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const count = t.messages.length + t.pending.length;

  useLayoutEffect(() => {
    const el = list.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [count]);

  const older = async () => {
    const el = list.current;
    const from = el ? el.scrollHeight - el.scrollTop : 0;
    stick.current = false;
    await t.loadOlder().catch(() => showToast('加载失败'));
    requestAnimationFrame(() => {
      if (el) el.scrollTop = el.scrollHeight - from;
    });
  };

  const openMenu = (m: ImMessage) =>
    setMenu({ m, recallable: m.fromId === myId && Date.now() - m.time < IM_RECALL_MS });
  const actions = ({ m, recallable }: { m: ImMessage; recallable: boolean }): SheetAction[] => {
    const out: SheetAction[] = [];
    if (m.kind === 'text')
      out.push({
        label: '复制',
        onSelect: () => void navigator.clipboard?.writeText(m.text).then(() => showToast('已复制')),
      });
    out.push(
      { label: '回复', onSelect: () => setReplyTo(m) },
      {
        label: '收藏',
        onSelect: () => void saveFavor(info.conversationId, m.seq),
      },
    );
    if (m.fromId !== myId) out.push({ label: '举报', danger: true, onSelect: () => setReported(m) });
    if (recallable)
      out.push({
        label: '撤回',
        danger: true,
        onSelect: () => void t.recallMessage(m.seq).catch((e: Error) => showToast(e.message)),
      });
    return out;
  };

  const me = info.members.find((m) => m.userId === myId);
  // the server sends mutedUntil 0 for a member free to speak
  const muted = me && me.mutedUntil > 0;
  const disabled = info.dissolved
    ? '该群已解散'
    : muted
      ? '你已被禁言'
      : info.mutedAll && info.myRole === 'member'
        ? '全员禁言中'
        : '';

  const { uploading, pick: pickImage } = useImageUpload((image) => {
    stick.current = true;
    t.sendImage(image);
  });

  if (t.status === 'error') return <ErrorView onRetry={t.reload} />;
  return (
    <>
      <div
        className={styles.scroller}
        ref={list}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        {t.status === 'loading' && <Loader />}
        {t.more && (
          <button type="button" className={styles.older} onClick={() => void older()}>
            查看更早的消息
          </button>
        )}
        <ul className={styles.thread} aria-label="聊天记录">
          {t.messages.map((m) => (
            <MessageBubble
              key={m.seq}
              message={m}
              name={nameOf(m)}
              mine={m.fromId === myId}
              showName={info.kind === 'group'}
              receipt={
                info.kind !== 'private'
                  ? undefined
                  : m.seq <= t.peerReadSeq
                    ? 'read'
                    : m.seq <= t.peerDeliveredSeq
                      ? 'delivered'
                      : 'sent'
              }
              onMenu={openMenu}
            />
          ))}
          {t.pending.map((p) => (
            <li
              key={p.clientId}
              className={`${styles.item} ${styles.mine}`}
              data-testid="chat-pending"
              data-status={p.status}
            >
              <div className={styles.body}>
                <div className={`${styles.bubble} ${styles.pending} ${p.image ? styles.picture : ''}`}>
                  {p.image ? (
                    <ChatImage image={p.image} alt="发送中的图片" />
                  ) : (
                    <span className={styles.text}>{p.text}</span>
                  )}
                </div>
                {p.status === 'waiting' ? (
                  <button type="button" className={styles.failed} onClick={() => t.retry(p.clientId)}>
                    {p.reason}
                  </button>
                ) : p.status === 'failed' ? (
                  <span className={styles.failed} role="alert">
                    发送失败：{p.reason}
                    <button type="button" className={styles.discard} onClick={() => t.discard(p.clientId)}>
                      删除
                    </button>
                  </span>
                ) : (
                  <span className={styles.meta}>发送中…</span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      <Composer
        disabled={disabled}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        uploading={uploading}
        onPickImage={pickImage}
        onSend={(text) => {
          stick.current = true;
          t.send(text, replyTo?.seq);
          setReplyTo(null);
        }}
      />
      <ActionSheet open={menu !== null} actions={menu ? actions(menu) : []} onClose={() => setMenu(null)} />
      <ReportMessageSheet
        message={reported}
        name={reported ? nameOf(reported) : ''}
        onClose={() => setReported(null)}
      />
    </>
  );
}

export default function ChatDetailPage() {
  const [params] = useSearchParams();
  const myId = useUserStore((s) => s.info?.id ?? 0);
  const id = Number(params.get('id')) || 0;
  const uid = Number(params.get('uid')) || 0;

  useOpenPrivate(id, uid);

  const { data: info, error, reload } = useConversationInfo(id);
  const title = info ? (info.kind === 'group' ? `${info.name}（${info.members.length}）` : info.name) : '聊天';
  const more = info
    ? info.kind === 'group'
      ? `/message/groupDetail?id=${info.conversationId}`
      : `/message/personal?id=${info.peerId}`
    : '';
  return (
    <main className={styles.page}>
      <NavBar
        title={title}
        right={
          more ? (
            <Link to={more} className={styles.more} aria-label={info?.kind === 'group' ? '群聊详情' : '个人主页'}>
              ⋯
            </Link>
          ) : undefined
        }
      />
      {/* the thread once the conversation and who I am are known */}
      <DataState state={{ data: myId ? info : undefined, error, reload }}>
        {(shown) => (
          <>
            {shown.notice && <p className={styles.notice}>群公告：{shown.notice}</p>}
            <Thread key={shown.conversationId} info={shown} myId={myId} />
          </>
        )}
      </DataState>
    </main>
  );
}
