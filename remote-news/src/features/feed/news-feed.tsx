/**
 * A column's headlines: page 1 through useData (pull down to refresh it), then each further page as
 * the fan scrolls near the end (a sentinel watched by an IntersectionObserver), until the server
 * says there is no next page. Page 1 is also the news store's typeInfo.
 */
import { useCallback, useEffect, useState } from 'react';
import type { NewsPage } from '@kickoff/shared/contracts';
import { useData } from '@kickoff/shared/data';
import { useNewsStore } from '@kickoff/shared/stores';
import { Empty, ErrorView, Loader, PullToRefresh } from '@kickoff/shared/ui';
import { newsPage } from '../../api/news-api';
import { NewsCard } from './news-card';
import { Sentinel } from './sentinel';
import styles from './news-feed.module.css';

const PAGE_SIZE = 10;

const load = (column: number, page: number) => () => newsPage({ column, page, size: PAGE_SIZE });

function More({ column, page, last, onMore }: { column: number; page: number; last: boolean; onMore: () => void }) {
  const { data, error, reload } = useData(['news-list', column, page], load(column, page));
  if (error) return <ErrorView message={`${error.message}，请重试`} onRetry={reload} />;
  if (!data) return <Loader />;
  return <Items page={data} column={column} last={last} onMore={onMore} />;
}

function Items({ page, column, last, onMore }: { page: NewsPage; column: number; last: boolean; onMore: () => void }) {
  return (
    <>
      <ul className={styles.list}>
        {page.list.map((item) => (
          <NewsCard key={item.id} item={item} column={column} />
        ))}
      </ul>
      {last && page.next > 0 && <Sentinel onVisible={onMore} />}
      {last && page.next === 0 && <p className={styles.end}>没有更多了</p>}
    </>
  );
}

export function NewsFeed({ column }: { column: number }) {
  const first = useData(['news-list', column, 1], load(column, 1));
  const [pages, setPages] = useState(1);
  const setTypeInfo = useNewsStore((s) => s.setTypeInfo);
  useEffect(() => {
    if (first.data) setTypeInfo({ column, list: first.data.list });
  }, [first.data, column, setTypeInfo]);

  const onMore = useCallback(() => setPages((p) => p + 1), []);

  const refresh = async () => {
    const fresh = await load(column, 1)();
    first.setData(() => fresh);
    setPages(1);
  };

  if (!first.data) {
    if (first.error) return <ErrorView message={`${first.error.message}，请重试`} onRetry={first.reload} />;
    return <Loader />;
  }
  if (first.data.list.length === 0) return <Empty text="暂无资讯" />;
  return (
    <PullToRefresh onRefresh={refresh}>
      <Items page={first.data} column={column} last={pages === 1} onMore={onMore} />
      {Array.from({ length: pages - 1 }, (_, i) => (
        <More key={i + 2} column={column} page={i + 2} last={i + 2 === pages} onMore={onMore} />
      ))}
    </PullToRefresh>
  );
}
