/**
 * /news/{type}: the column tabs, then the column's headlines (infinite scroll, pull to refresh).
 * 搜索 opens the search over news and posts (its own chunk, loaded when first opened).
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from '@kickoff/shared/navigation';
import { Loader, NavBar, Tabs } from '@kickoff/shared/ui';
import { columnById, DEFAULT_COLUMN_ID, useColumns } from '../../features/columns/columns';
import { NewsFeed } from '../../features/feed/news-feed';
import styles from './headlines-page.module.css';

const SearchPanel = lazy(() => import('../../features/search/search-panel'));

export default function HeadlinesPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const list = useColumns();
  const [searching, setSearching] = useState(false);
  const column = columnById(list, Number(type ?? DEFAULT_COLUMN_ID))?.id ?? DEFAULT_COLUMN_ID;
  return (
    <main>
      <NavBar
        title="头条"
        showBack={false}
        right={
          <button type="button" className={styles.search} onClick={() => setSearching(true)}>
            搜索
          </button>
        }
      />
      {searching ? (
        <Suspense fallback={<Loader />}>
          <SearchPanel column={column} onClose={() => setSearching(false)} />
        </Suspense>
      ) : (
        <>
          <Tabs
            label="资讯栏目"
            items={list.map((c) => ({ key: String(c.id), label: c.name }))}
            active={String(column)}
            onChange={(key) => navigate(`/news/${key}`)}
          />
          <NewsFeed key={column} column={column} />
        </>
      )}
    </main>
  );
}
