/** The offline line above a scores page, and how a failed load is worded here (online or not). */
import { useOnline } from '../lib/use-online';
import styles from './offline-bar.module.css';

export function OfflineBar() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      网络已断开，比分暂停更新
    </div>
  );
}

/** DataState's errorText for this remote: the server's sentence with ，请重试, or the network's. */
export const scoresErrorText = (error: Error) =>
  navigator.onLine ? `${error.message}，请重试` : '网络不可用，请检查网络后重试';
