/** Tabs with the WAI-ARIA tab pattern: arrow keys move between tabs. */
import { useRef, type KeyboardEvent } from 'react';
import { badgeText } from './badge';
import styles from './tabs.module.css';

interface TabItem<K extends string = string> {
  key: K;
  label: string;
  /** a count shown in a red badge (99+ cap) */
  badge?: number;
}

export interface TabsProps<K extends string> {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
}

export function Tabs<K extends string>({ items, active, onChange, label }: TabsProps<K>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + items.length) % items.length;
    refs.current[next]?.focus();
    onChange(items[next]!.key);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {items.map((item, i) => {
        const selected = item.key === active;
        const badge = badgeText(item.badge ?? 0);
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={`${styles.tab} ${selected ? styles.active : ''}`}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
            {badge ? (
              <span className={styles.badge} aria-label={`${item.badge}条未读`}>
                {badge}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
