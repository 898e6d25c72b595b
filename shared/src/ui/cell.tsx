/** A list of cells: title on the left, value and chevron on the right; tappable cells are buttons. */
import type { ReactNode } from 'react';
import styles from './cell.module.css';

export function CellList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export interface CellProps {
  title: string;
  value?: ReactNode;
  onClick?: () => void;
  /** shows a chevron; defaults to true for tappable cells */
  arrow?: boolean;
}

export function Cell({ title, value, onClick, arrow = Boolean(onClick) }: CellProps) {
  const inner = (
    <>
      <span className={styles.title}>{title}</span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {arrow && (
        <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 5l7 7-7 7" />
        </svg>
      )}
    </>
  );
  return (
    <li className={styles.item}>
      {onClick ? (
        <button type="button" className={styles.cell} onClick={onClick}>
          {inner}
        </button>
      ) : (
        <div className={styles.cell}>{inner}</div>
      )}
    </li>
  );
}
