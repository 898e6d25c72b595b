/** /news/{type?}/{id}: one headline — title, source and time, then its summary as plain text. */
import { useParams } from '@kickoff/shared/router';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { newsById } from '../../catalogue/demo-news';
import { formatPublishTime } from '../../format-time';
import styles from '../headlines/headlines.module.css';

export default function NewsDetailPage() {
  const { id } = useParams();
  const item = newsById(Number(id));
  return (
    <main>
      <NavBar title="资讯详情" />
      {item ? (
        <article className={styles.article}>
          <h2>{item.title}</h2>
          <p className={styles.meta}>
            <span>{item.author}</span>
            <span>{formatPublishTime(item.publishTime)}</span>
          </p>
          <p>{item.summary}</p>
        </article>
      ) : (
        <Empty text="该资讯不存在或已删除" />
      )}
    </main>
  );
}
