/** Loading (加载中), error (重试), empty (暂无比赛) and offline, one look everywhere in this remote. */
import type { ReactNode } from 'react';
import { Empty, ErrorView, Loader } from '@kickoff/shared/ui';
import { useOnline } from '../hooks/use-online';
import styles from './state-view.module.css';

interface Props {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}

export function OfflineBar() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status">
      网络已断开，比分暂停更新
    </div>
  );
}

export function StateView({ loading, error, empty, emptyText = '暂无比赛', onRetry, children }: Props) {
  if (error && empty)
    return (
      <ErrorView
        message={navigator.onLine ? `${error.message}，请重试` : '网络不可用，请检查网络后重试'}
        onRetry={onRetry}
      />
    );
  if (loading && empty) return <Loader />;
  if (empty) return <Empty text={emptyText} />;
  return <>{children}</>;
}
