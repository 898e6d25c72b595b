/** /news/{type}: a column's headlines under the column tabs; each opens /news/{type}/{id}. */
import { Link, useNavigate, useParams } from '@kickoff/shared/router';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { columnById, DEFAULT_COLUMN_ID, DEMO_COLUMNS, headlinesOf } from '../../catalogue/demo-news';
import { formatPublishTime, formatViews } from '../../format-time';
import { HeadlineThumb } from './headline-thumb';
import styles from './headlines.module.css';

export default function HeadlinesPage() {
  const { type } = useParams();
  const navigate = useNavigate();
  const column = columnById(Number(type ?? DEFAULT_COLUMN_ID));
  const items = column ? headlinesOf(column.id) : [];
  return (
    <main>
      <NavBar title="头条" showBack={false} />
      <Tabs
        label="资讯栏目"
        items={DEMO_COLUMNS.map((c) => ({ key: String(c.id), label: c.name }))}
        active={String(column?.id ?? DEFAULT_COLUMN_ID)}
        onChange={(key) => navigate(`/news/${key}`)}
      />
      {items.length === 0 || !column ? (
        <Empty text="暂无资讯" />
      ) : (
        <ul className={styles.list} aria-label="头条资讯">
          {items.map((item) => (
            <li key={item.id}>
              <Link className={styles.item} to={`/news/${column.id}/${item.id}`}>
                <div className={styles.text}>
                  <p className={styles.title}>{item.title}</p>
                  <p className={styles.meta}>
                    <span>{item.author}</span>
                    <span>{formatPublishTime(item.publishTime)}</span>
                    <span>{formatViews(item.views)}阅读</span>
                  </p>
                </div>
                <HeadlineThumb item={item} column={column.name} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
