/** The end-of-list marker of infinite lists: tells when it scrolls near the viewport. */
import { useEffect, useRef } from 'react';
import styles from './paged-feed.module.css';

/** Calls `onVisible` when the element scrolls within 300 px of the viewport. */
export function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: '300px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [onVisible]);
  return <div ref={ref} className={styles.sentinel} aria-hidden="true" />;
}
