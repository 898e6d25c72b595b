/**
 * The look of a list read a page at a time (usePagedData of @kickoff/shared/paged-data): 加载中 / the
 * error with 重试 / the empty line, then the rows, a failed next page's sentence, and 加载更多 while
 * the server says there is more.
 */
import type { ReactNode } from 'react';
import { DataState } from '@kickoff/shared/data';
import { type Paged } from '@kickoff/shared/paged-data';
import styles from './my-things.module.css';

export function PagedRows<T>({
  paged,
  empty,
  label,
  row,
  rowKey,
}: {
  paged: Paged<T>;
  empty: string;
  label: string;
  row: (item: T) => ReactNode;
  rowKey: (item: T) => string | number;
}) {
  return (
    <DataState state={paged} isEmpty={(items) => items.length === 0} emptyText={empty}>
      {(items) => (
        <>
          <ul className={styles.list} aria-label={label}>
            {items.map((item) => (
              <li key={rowKey(item)} className={styles.item}>
                {row(item)}
              </li>
            ))}
          </ul>
          {paged.error && <p className={styles.error}>{paged.error.message || '加载失败，请重试'}</p>}
          {paged.hasMore && (
            <button type="button" className={styles.more} disabled={paged.loading} onClick={paged.loadMore}>
              {paged.loadingMore ? '加载中…' : '加载更多'}
            </button>
          )}
        </>
      )}
    </DataState>
  );
}
