/** What a 资料库 page shows while its data is not there: loading, not found (a Chinese sentence), retry. */
import type { ReactNode } from 'react';
import type { Loaded } from '@kickoff/shared/data';
import { Empty, ErrorView, Loader } from '@kickoff/shared/ui';

export function PageState<T>({
  given,
  id,
  loaded,
  missing,
  notFound,
  children,
}: {
  /** whether the URL has an id at all */
  given: boolean;
  /** the page's id from the URL; null when absent or malformed */
  id: number | null;
  loaded: Loaded<T>;
  /** shown when there is no id at all */
  missing: string;
  /** shown when the id is malformed or unknown */
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  if (!given) return <Empty text={missing} />;
  if (id === null) return <Empty text={notFound} />;
  if (loaded.data !== undefined) return <>{children(loaded.data)}</>;
  if (loaded.error) {
    if (/不存在/.test(loaded.error.message)) return <Empty text={notFound} />;
    return <ErrorView message={`${loaded.error.message}，请重试`} onRetry={loaded.reload} />;
  }
  return <Loader />;
}
