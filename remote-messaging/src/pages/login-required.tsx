/** What a visitor sees on a page that needs an account: why, and the way to the login page. */
import { Link } from '@kickoff/shared/navigation';
import styles from './chat/chat.module.css';

export function LoginRequired({ text }: { text: string }) {
  return (
    <div className={styles.locked} role="status">
      <p>{text}</p>
      <Link className={styles.loginButton} to="/user/login">
        登录/注册
      </Link>
    </div>
  );
}
