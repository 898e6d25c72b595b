/** Loading (加载中), error (重试) or the content, for a page's data. */
import type { ReactNode } from 'react';
import { ErrorView, Loader } from '@kickoff/shared/ui';

export function PageState<T>({
  data,
  error,
  reload,
  children,
}: {
  data: T | undefined;
  error: Error | null;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <ErrorView message={error.message || undefined} onRetry={reload} />;
  return <Loader />;
}
