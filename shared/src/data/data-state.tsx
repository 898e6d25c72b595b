/**
 * What a page shows for data it loads (UI.md): 加载中 after 200 ms, the error in one sentence with
 * 重试, the empty line, or the content. Data already shown stays when a later reload fails.
 */
import type { ReactNode } from 'react';
import { Empty, ErrorView, Loader } from '@kickoff/shared/ui';

/** What DataState reads of a load: `useData`'s and `usePagedData`'s results both fit. */
export interface DataStateSource<T> {
  data: T | undefined;
  error: Error | null;
  loading?: boolean;
  /** `retry` when the load has one (a paged list repeats the page that failed), else `reload` */
  retry?: () => void;
  reload: () => void;
}

export interface DataStateProps<T> {
  state: DataStateSource<T>;
  /** nothing to load (the URL names no item, or a malformed one): this line instead, no spinner */
  absent?: string;
  /** whether loaded data counts as empty (then `emptyText` shows, or the error of a failed reload) */
  isEmpty?: (data: T) => boolean;
  /** the empty line; 暂无数据 unless told */
  emptyText?: string;
  /** the sentence for a failure; the error's own message (or 加载失败，请检查网络后重试) unless told */
  errorText?: (error: Error) => string | undefined;
  /** a failure that means "no such thing": shown as this empty line, without 重试 */
  notFound?: { when: (error: Error) => boolean; text: string };
  children: (data: T) => ReactNode;
}

export function DataState<T>({ state, absent, isEmpty, emptyText, errorText, notFound, children }: DataStateProps<T>) {
  if (absent !== undefined) return <Empty text={absent} />;
  const { data, error, loading = false } = state;
  const empty = data !== undefined && isEmpty !== undefined && isEmpty(data);
  if (data !== undefined && !empty) return <>{children(data)}</>;
  if (error) {
    if (notFound?.when(error)) return <Empty text={notFound.text} />;
    const retry = state.retry ?? state.reload;
    return <ErrorView message={errorText ? errorText(error) : error.message || undefined} onRetry={retry} />;
  }
  if (data === undefined || loading) return <Loader />;
  return <Empty text={emptyText} />;
}
