/**
 * One headline in a list: title, column tag, relative time, comment count, and the cover. The cover
 * loads as the card nears the viewport, or at once (`eager`) for a card on a list's first screen.
 * The title is a heading one below the list's own: `level` 2 for a page's list under its title (h1),
 * 3 under a section's heading (h2).
 */
import type { NewsItem } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { mediaUrl } from '../lib/media-url';
import styles from './news-card.module.css';

export function NewsCard({
  item,
  column,
  eager = false,
  level = 3,
}: {
  item: NewsItem;
  column: number;
  eager?: boolean;
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <Link className={styles.link} to={`/news/${column}/${item.id}`}>
        <div className={styles.text}>
          <Title className={styles.title}>{item.title}</Title>
          <p className={styles.meta}>
            <span className={styles.tag}>{item.tag}</span>
            <span>{relativeTimeZh(item.publishTime * 1000)}</span>
            <span className={styles.comments} aria-label={`${item.comments} 条评论`}>
              {item.comments} 评
            </span>
          </p>
        </div>
        {item.cover && (
          <img
            className={styles.cover}
            src={mediaUrl(item.cover)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={230}
            height={130}
          />
        )}
      </Link>
    </li>
  );
}
