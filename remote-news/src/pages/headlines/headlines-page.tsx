/** /news/{type}: the column tabs, then the column's headlines (infinite scroll, pull to refresh). */
import { useNavigate, useParams } from '@kickoff/shared/navigation';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { columnById, DEFAULT_COLUMN_ID, useColumns } from '../../features/columns/columns';
import { NewsFeed } from '../../features/feed/news-feed';

export default function HeadlinesPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const list = useColumns();
  const column = columnById(list, Number(type ?? DEFAULT_COLUMN_ID))?.id ?? DEFAULT_COLUMN_ID;
  return (
    <main>
      <NavBar title="头条" showBack={false} />
      <Tabs
        label="资讯栏目"
        items={list.map((c) => ({ key: String(c.id), label: c.name }))}
        active={String(column)}
        onChange={(key) => navigate(`/news/${key}`)}
      />
      <NewsFeed key={column} column={column} />
    </main>
  );
}
