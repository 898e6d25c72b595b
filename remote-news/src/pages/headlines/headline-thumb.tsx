/** Generated thumbnail for a headline (UI.md: nothing fetched): the column name on a hashed colour. */
import { paletteVar } from '@kickoff/shared/ui';
import type { NewsItem } from '@kickoff/shared/contracts';
import styles from './headlines.module.css';

export function HeadlineThumb({ item, column }: { item: NewsItem; column: string }) {
  return (
    <svg className={styles.thumb} viewBox="0 0 220 146" aria-hidden="true">
      <rect width="220" height="146" rx="8" style={{ fill: paletteVar(item.title) }} />
      <text className={styles.thumbText} x="110" y="80" textAnchor="middle">
        {column}
      </text>
    </svg>
  );
}
