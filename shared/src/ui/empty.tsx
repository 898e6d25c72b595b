/** The empty state: a small line drawing and 暂无数据 unless told otherwise. */
import type { ReactNode } from 'react';
import styles from './empty.module.css';

export function Empty({ text = '暂无数据', children }: { text?: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.art} viewBox="0 0 200 160" aria-hidden="true">
        <ellipse className={styles.artFill} cx="100" cy="140" rx="80" ry="12" />
        <path className={styles.artLine} d="M50 60 L70 30 H130 L150 60 V120 H50 Z M50 60 H85 Q100 80 115 60 H150" />
      </svg>
      <p>{text}</p>
      {children}
    </div>
  );
}
