/** docs/ui.md: an error is one sentence and a 重试 button; remotes that fail to load look the same. */
import styles from './error-view.module.css';

export function ErrorView({
  message = '加载失败，请检查网络后重试',
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}
