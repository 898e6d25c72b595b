/**
 * /message and /message/chat: the fan's conversations from `/imapi/chat/list`, newest first with
 * pinned ones on top, kept fresh by the chat pushes; shortcuts to notices, groups, fans and follows;
 * long press (1 s) on a row to pin, set 免打扰 or delete it.
 */
import { useState } from 'react';
import { MessageCodes, type ImConversationItem } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { useRealtime } from '@kickoff/shared/realtime';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';
import { ActionSheet, Empty, NavBar, badgeText, showToast } from '@kickoff/shared/ui';
import { useChatList } from '../../features/chat/hooks/use-chat-list';
import { LoginRequired } from '../login-required';
import { ConversationRow } from './conversation-row';
import styles from './message-page.module.css';

// 24×24 line icons drawn inline (no emoji font or download needed)
const SHORTCUTS = [
  { to: '/message/notice', label: '通知', icon: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4' },
  {
    to: '/message/groupList',
    label: '群聊',
    icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 5a3 3 0 0 1 0 6M18 15c2 .5 3 2.5 3 5',
  },
  { to: '/message/fans', label: '粉丝', icon: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z' },
  {
    to: '/message/attention',
    label: '关注',
    icon: 'M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16.2 6.6 19.2l1.3-6-4.5-4 6-.6z',
  },
  { to: '/message/address', label: '通讯录', icon: 'M6 3h12v18H6zM10 8h4M9 12a3 3 0 0 0 6 0M8 18c0-2 2-3 4-3s4 1 4 3' },
  { to: '/message/favor', label: '收藏', icon: 'M7 3h10v18l-5-4-5 4z' },
] as const;

function Conversations() {
  const myId = useUserStore((s) => s.info?.id ?? 0);
  const { data, error, reload, settle, remove } = useChatList();
  const [menu, setMenu] = useState<ImConversationItem | null>(null);
  useRealtime(myId ? `user:${myId}` : null, (e) => {
    if (e.type === 'resync' || e.message.code !== MessageCodes.IDENTIFIED) reload();
  });
  const act = (run: () => Promise<unknown>, done: string) => {
    run()
      .then(() => showToast(done))
      .catch((err: Error) => showToast(err.message));
  };
  const notices = badgeText(data?.unread.notices ?? 0);
  return (
    <>
      <nav className={styles.shortcuts} aria-label="消息分类">
        {SHORTCUTS.map((s) => (
          <Link key={s.to} to={s.to} className={styles.shortcut}>
            <span className={styles.icon} aria-hidden="true">
              <svg viewBox="0 0 24 24">
                <path d={s.icon} />
              </svg>
            </span>
            {s.label}
            {s.to === '/message/notice' && notices && <span className={styles.shortcutBadge}>{notices}</span>}
          </Link>
        ))}
      </nav>
      <DataState state={{ data, error, reload }}>
        {(d) =>
          d.list.length === 0 ? (
            <Empty text="暂无消息，去找人聊聊吧" />
          ) : (
            <ul className={styles.list} aria-label="会话列表">
              {d.list.map((item) => (
                <ConversationRow key={item.id} item={item} onMenu={setMenu} />
              ))}
            </ul>
          )
        }
      </DataState>
      <ActionSheet
        open={menu !== null}
        title={menu?.name}
        onClose={() => setMenu(null)}
        actions={
          menu
            ? [
                {
                  label: menu.pinned ? '取消置顶' : '置顶',
                  onSelect: () => act(() => settle(menu.conversationId, { pinned: !menu.pinned }), '已更新'),
                },
                {
                  label: menu.quiet ? '取消免打扰' : '消息免打扰',
                  onSelect: () => act(() => settle(menu.conversationId, { quiet: !menu.quiet }), '已更新'),
                },
                {
                  label: '删除会话',
                  danger: true,
                  onSelect: () => act(() => remove(menu.conversationId), '已删除'),
                },
              ]
            : []
        }
      />
    </>
  );
}

export default function MessagePage() {
  const loggedIn = useAuthStore((s) => s.token !== '');
  return (
    <main className={styles.page}>
      <NavBar
        title="消息"
        showBack={false}
        right={
          loggedIn ? (
            <Link to="/message/find" className={styles.navLink}>
              找人
            </Link>
          ) : undefined
        }
      />
      {loggedIn ? <Conversations /> : <LoginRequired text="登录后才能查看消息和聊天" />}
    </main>
  );
}
