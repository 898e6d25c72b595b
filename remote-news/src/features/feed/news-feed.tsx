/**
 * A column's headlines, a page at a time (usePagedData, shown by PagedFeed): more as the fan scrolls
 * near the end until the server says there is no next page; pull down to load the first page again.
 * The pages stay in the data cache, so a column opened again shows what it had at once and
 * refreshes it behind. Page 1 is also the news store's typeInfo.
 */
import { useEffect } from 'react';
import { usePagedData } from '@kickoff/shared/paged-data';
import { useNewsStore } from '@kickoff/shared/stores';
import { PullToRefresh } from '@kickoff/shared/ui';
import { NewsCard } from '../../components/news-card';
import { PagedFeed } from '../../components/paged-feed';
import styles from '../../components/paged-feed.module.css';
import { headlinesPage } from './early-headlines';

/** the headlines of the first screen: their covers load at once, the others' as the fan scrolls near */
const FIRST_SCREEN = 6;

export function NewsFeed({ column }: { column: number }) {
  const paged = usePagedData(['news-list', column], (page) => headlinesPage(column, page));
  const { first } = paged;
  const setTypeInfo = useNewsStore((s) => s.setTypeInfo);
  useEffect(() => {
    if (first) setTypeInfo({ column, list: first.list });
  }, [first, column, setTypeInfo]);

  return (
    <PullToRefresh onRefresh={paged.reload}>
      <PagedFeed paged={paged} emptyText="暂无资讯" endText="没有更多了">
        {(items) => (
          <ul className={styles.list}>
            {items.map((item, i) => (
              <NewsCard key={item.id} item={item} column={column} eager={i < FIRST_SCREEN} level={2} />
            ))}
          </ul>
        )}
      </PagedFeed>
    </PullToRefresh>
  );
}
