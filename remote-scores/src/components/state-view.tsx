/**
 * The match detail pages' older form of DataState (@kickoff/shared/data), kept only until
 * pages/detail/** move to DataState: a loading flag and an `empty` flag instead of the data.
 */
import type { ReactNode } from 'react';
import { DataState } from '@kickoff/shared/data';
import { scoresErrorText } from './offline-bar';

export { OfflineBar } from './offline-bar';

interface Props {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}

export function StateView({ loading, error, empty, emptyText = '暂无比赛', onRetry, children }: Props) {
  return (
    <DataState
      state={{ data: empty, error, loading, reload: onRetry }}
      isEmpty={(none) => none}
      emptyText={emptyText}
      errorText={scoresErrorText}
    >
      {() => children}
    </DataState>
  );
}
