/**
 * A column's headlines, a page at a time (usePagedData): more as the fan scrolls near the end (a
 * sentinel watched by an IntersectionObserver) until the server says there is no next page; pull down
 * to load the first page again. The pages stay in the data cache, so a column opened again shows
 * what it had at once and refreshes it behind. Page 1 is also the news store's typeInfo.
 */
import { useEffect } from 'react';
import { DataState } from '@kickoff/shared/data';
import { usePagedData } from '@kickoff/shared/paged-data';
import { useNewsStore } from '@kickoff/shared/stores';
import { ErrorView, Loader, PullToRefresh } from '@kickoff/shared/ui';
import { newsPage } from '../../api/news-api';
import { NewsCard } from './news-card';
import { Sentinel } from './sentinel';
import styles from './news-feed.module.css';

const PAGE_SIZE = 10;

const failed = (error: Error) => `${error.message}，请重试`;

export function NewsFeed({ column }: { column: number }) {
  const paged = usePagedData(['news-list', column], (page) => newsPage({ column, page, size: PAGE_SIZE }));
  const { first } = paged;
  const setTypeInfo = useNewsStore((s) => s.setTypeInfo);
  useEffect(() => {
    if (first) setTypeInfo({ column, list: first.list });
  }, [first, column, setTypeInfo]);

  return (
    <DataState state={paged} isEmpty={(items) => items.length === 0} emptyText="暂无资讯" errorText={failed}>
      {(items) => (
        <PullToRefresh onRefresh={paged.reload}>
          <ul className={styles.list}>
            {items.map((item) => (
              <NewsCard key={item.id} item={item} column={column} />
            ))}
          </ul>
          {paged.loadingMore && <Loader />}
          {/* a failed next page: the rows stay, 重试 asks that page again */}
          {paged.error && <ErrorView message={failed(paged.error)} onRetry={paged.retry} />}
          {/* mounted afresh after each load, so a page too short to scroll still asks for the next */}
          {paged.hasMore && !paged.loading && !paged.error && <Sentinel onVisible={paged.loadMore} />}
          {!paged.hasMore && !paged.error && <p className={styles.end}>没有更多了</p>}
        </PullToRefresh>
      )}
    </DataState>
  );
}
