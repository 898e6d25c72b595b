/**
 * The look of an infinite list of this remote (headlines, tips, posts, tip matches) over usePagedData:
 * 加载中 / the error with 重试 / the empty line, then the rows; near the end (a sentinel) the next
 * page, 加载中 while it comes, a failed one's sentence with 重试 under the rows kept.
 */
import type { ReactNode } from 'react';
import { DataState } from '@kickoff/shared/data';
import type { Paged } from '@kickoff/shared/paged-data';
import { ErrorView, Loader } from '@kickoff/shared/ui';
import { newsErrorText as failed } from '../lib/error-text';
import { Sentinel } from './sentinel';
import styles from './paged-feed.module.css';

export function PagedFeed<T>({
  paged,
  emptyText,
  endText,
  children,
}: {
  paged: Paged<T>;
  emptyText: string;
  /** said under the last page, when told */
  endText?: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <DataState state={paged} isEmpty={(rows) => rows.length === 0} emptyText={emptyText} errorText={failed}>
      {(rows) => (
        <>
          {children(rows)}
          {paged.loadingMore && <Loader />}
          {paged.error && <ErrorView message={failed(paged.error)} onRetry={paged.retry} />}
          {/* mounted afresh after each load, so a page too short to scroll still asks for the next */}
          {paged.hasMore && !paged.loading && !paged.error && <Sentinel onVisible={paged.loadMore} />}
          {endText && !paged.hasMore && !paged.error && <p className={styles.end}>{endText}</p>}
        </>
      )}
    </DataState>
  );
}
