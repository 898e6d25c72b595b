/** The floating news shortcut (docs/product.md §2 Layouts): saved items, collapsed to tags, each removable. */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@kickoff/shared/navigation';
import styles from './news-shortcut.module.css';
import { NEWS_NAV_KEY, type SavedNewsItem } from '@kickoff/shared/contracts';
import { readSavedNews, removeSavedNews, savedNewsHref } from './saved-news';

export function NewsShortcut() {
  const location = useLocation();
  const navigate = useNavigate();
  const [items, setItems] = useState<SavedNewsItem[]>(() => readSavedNews(localStorage));
  const [readAt, setReadAt] = useState(location.key);
  const [expanded, setExpanded] = useState(false);

  // pages save items while the fan browses: re-read on every navigation and on other tabs' writes
  if (readAt !== location.key) {
    setReadAt(location.key);
    setItems(readSavedNews(localStorage));
  }
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === NEWS_NAV_KEY || e.key === null) setItems(readSavedNews(localStorage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (items.length === 0) return null;
  return (
    <div className={styles.shortcut} data-testid="news-shortcut">
      {expanded ? (
        <ul className={styles.list} aria-label="收藏的资讯">
          {items.map((item, i) => (
            <li key={`${i}-${item.title}`} className={styles.item}>
              <button type="button" className={styles.open} onClick={() => void navigate(savedNewsHref(item))}>
                <span className={styles.tag}>{item.tag}</span>
                <span className={styles.title}>{item.title}</span>
              </button>
              <button
                type="button"
                className={styles.remove}
                aria-label={`移除 ${item.title}`}
                onClick={() => setItems(removeSavedNews(localStorage, i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.tags} aria-label="收藏的资讯标签">
          {items.map((item, i) => (
            <span key={`${i}-${item.tag}`} className={styles.tag}>
              {item.tag}
            </span>
          ))}
        </div>
      )}
      <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
        {expanded ? '收起' : '资讯'}
      </button>
    </div>
  );
}
