/** /message: the user's conversations. A visitor is told to log in first. */
import { useAuthStore } from '@kickoff/shared/stores';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { LoginRequired } from '../login-required';
import styles from '../chat/chat.module.css';

export default function MessagePage() {
  const loggedIn = useAuthStore((s) => s.token !== '');
  return (
    <main className={styles.page}>
      <NavBar title="消息" showBack={false} />
      <section className={styles.thread} aria-label="会话列表">
        {loggedIn ? <Empty text="暂无消息" /> : <LoginRequired text="登录后才能查看消息和聊天" />}
      </section>
    </main>
  );
}
