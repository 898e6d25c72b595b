/** 加载中 — only after 200 ms, so fast answers never flash a spinner (docs/product.md §9 fetch minimum delay). */
import { useEffect, useState } from 'react';
import styles from './loader.module.css';

const LOADER_DELAY_MS = 200;

export function Loader({ delayMs = LOADER_DELAY_MS, text = '加载中' }: { delayMs?: number; text?: string }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
