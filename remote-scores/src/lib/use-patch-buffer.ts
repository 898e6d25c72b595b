/**
 * Collects pushed patches and applies them once per animation frame: 50 pushes a second become at
 * most one render per frame, which keeps every main-thread task short.
 */
import { useCallback, useEffect, useRef } from 'react';

export function usePatchBuffer<P>(flush: (patches: P[]) => void): (patches: readonly P[]) => void {
  const pending = useRef<P[]>([]);
  const frame = useRef(0);
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(
    () => () => {
      if (frame.current) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return useCallback((patches: readonly P[]) => {
    pending.current.push(...patches);
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const batch = pending.current;
      pending.current = [];
      flushRef.current(batch);
    });
  }, []);
}
