/** docs/ui.md top bar: 0.88rem, primary colour, centred title, a back chevron when there is history. */
import type { ReactNode } from 'react';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  title: string;
  /** defaults to "the browser has somewhere to go back to" */
  showBack?: boolean;
  /** defaults to history.back() */
  onBack?: () => void;
  right?: ReactNode;
}

function hasHistory(): boolean {
  return typeof window !== 'undefined' && window.history.length > 1;
}

export function NavBar({ title, showBack = hasHistory(), onBack, right }: NavBarProps) {
  return (
    <header className={styles.bar}>
      {showBack && (
        <button
          type="button"
          className={styles.back}
          aria-label="返回"
          onClick={onBack ?? (() => window.history.back())}
        >
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
      {right && <div className={styles.right}>{right}</div>}
    </header>
  );
}
