/**
 * Pull down at the top of the page to refresh. The pull distance is damped by half so the content
 * follows the finger loosely; a keyboard / screen-reader user gets a 刷新 button instead.
 */
import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import styles from './pull-to-refresh.module.css';

/** CSS px of (damped) pull needed to trigger a refresh. */
const PULL_THRESHOLD = 60;

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';
const LABELS: Record<Phase, string> = { idle: '', pulling: '下拉刷新', ready: '释放刷新', refreshing: '刷新中…' };

export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const [pull, setPull] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const startY = useRef<number | null>(null);

  const refresh = async () => {
    setPhase('refreshing');
    setPull(PULL_THRESHOLD);
    try {
      await onRefresh();
    } finally {
      setPhase('idle');
      setPull(0);
    }
  };

  const onTouchStart = (e: TouchEvent) => {
    if (phase === 'refreshing' || (typeof window !== 'undefined' && window.scrollY > 0)) return;
    startY.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startY.current === null) return;
    const dy = ((e.touches[0]?.clientY ?? startY.current) - startY.current) / 2;
    if (dy <= 0) {
      setPull(0);
      setPhase('idle');
      return;
    }
    setPull(Math.min(dy, PULL_THRESHOLD * 2));
    setPhase(dy >= PULL_THRESHOLD ? 'ready' : 'pulling');
  };
  const onTouchEnd = () => {
    if (startY.current === null) return;
    startY.current = null;
    if (phase === 'ready') void refresh();
    else {
      setPull(0);
      setPhase('idle');
    }
  };

  return (
    <div
      className={styles.wrap}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className={styles.indicator} style={{ height: pull }} aria-live="polite">
        {phase !== 'idle' && <span className={styles.label}>{LABELS[phase]}</span>}
      </div>
      <button type="button" className={styles.srOnly} onClick={() => void refresh()} disabled={phase === 'refreshing'}>
        刷新
      </button>
      {children}
    </div>
  );
}
