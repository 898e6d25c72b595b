/**
 * /news/{type}: the column tabs, then the column's headlines. There is no news API yet (it comes
 * with the news issue), so every column says so plainly rather than showing made-up stories.
 */
import { useNavigate, useParams } from '@kickoff/shared/navigation';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { columnById, COLUMNS, DEFAULT_COLUMN_ID } from '../../features/columns/columns';

export default function HeadlinesPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const column = columnById(Number(type ?? DEFAULT_COLUMN_ID));
  return (
    <main>
      <NavBar title="头条" showBack={false} />
      <Tabs
        label="资讯栏目"
        items={COLUMNS.map((c) => ({ key: String(c.id), label: c.name }))}
        active={String(column?.id ?? DEFAULT_COLUMN_ID)}
        onChange={(key) => navigate(`/news/${key}`)}
      />
      <Empty text="暂无资讯" />
    </main>
  );
}
