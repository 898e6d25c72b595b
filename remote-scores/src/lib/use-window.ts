/**
 * Window-scroll virtualisation for fixed-height rows: only the rows in view (plus overscan) are in
 * the DOM, so a 500-row list patched 50 times a second re-renders a few dozen rows, not 500.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface WindowRange {
  start: number;
  end: number;
  /** height of the whole list in px */
  total: number;
  /** row height in px */
  rowPx: number;
}

/** The row range visible for a list whose top is `listTop` px from the document top. */
export function visibleRange(
  count: number,
  rowPx: number,
  scrollY: number,
  viewport: number,
  listTop: number,
  overscan: number,
): { start: number; end: number } {
  if (count === 0 || rowPx <= 0) return { start: 0, end: 0 };
  const first = Math.floor((scrollY - listTop) / rowPx);
  const last = Math.ceil((scrollY + viewport - listTop) / rowPx);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.max(0, Math.min(count, last + overscan)) };
}

function remPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 50;
}

export function useWindow(
  container: RefObject<HTMLElement | null>,
  count: number,
  rowRem: number,
  overscan = 6,
): WindowRange {
  // until measured, a screenful from the top (rem = 50 px on a 375 px phone): the first render
  // mounts what the fan sees first and no more; the overscan comes with the first measure. The
  // screen's height, not the window's: innerHeight forces a layout in the middle of a render
  const [state, setState] = useState(() => {
    const rowPx = rowRem * 50;
    const screenPx = window.screen?.height || window.innerHeight;
    return { start: 0, end: Math.min(count, Math.ceil(screenPx / rowPx)), rowPx };
  });
  const frame = useRef(0);

  useEffect(() => {
    const measure = () => {
      frame.current = 0;
      const el = container.current;
      const rowPx = rowRem * remPx();
      const top = el ? el.getBoundingClientRect().top + window.scrollY : 0;
      const r = visibleRange(count, rowPx, window.scrollY, window.innerHeight, top, overscan);
      setState((s) => (s.start === r.start && s.end === r.end && s.rowPx === rowPx ? s : { ...r, rowPx }));
    };
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    // measured in the next frame, not in the commit's task: reading the list's place forces a
    // layout, which in a frame is the one the browser would do anyway before painting
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [container, count, rowRem, overscan]);

  return { start: state.start, end: Math.min(state.end, count), total: count * state.rowPx, rowPx: state.rowPx };
}
