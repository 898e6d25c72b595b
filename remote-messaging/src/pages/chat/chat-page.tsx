/**
 * /ChatGPT: the question-and-answer chat. A visitor is told it needs an account; a logged-in user
 * sees the thread and composer, which stays closed until the assistant service exists on the server.
 */
import { useAuthStore } from '@kickoff/shared/stores';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { LoginRequired } from '../login-required';
import styles from './chat.module.css';

export default function ChatPage() {
  const loggedIn = useAuthStore((s) => s.token !== '');
  return (
    <main className={styles.page}>
      <NavBar title="ChatGPT" showBack={false} />
      <section className={styles.thread} aria-label="对话">
        {loggedIn ? (
          <Empty text="暂无对话，智能问答服务暂未开通" />
        ) : (
          <LoginRequired text="ChatGPT 智能问答需要登录后使用" />
        )}
      </section>
      <form className={styles.composer} onSubmit={(e) => e.preventDefault()}>
        <input
          className={styles.input}
          aria-label="输入问题"
          placeholder={loggedIn ? '智能问答服务暂未开通' : '登录后可提问'}
          disabled
        />
        <button type="submit" className={styles.send} disabled>
          发送
        </button>
      </form>
    </main>
  );
}
