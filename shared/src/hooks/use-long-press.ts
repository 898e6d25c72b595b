/** Long press on any element: fires after LONG_PRESS_MS of holding (docs/product.md §9). */
import { useCallback, useEffect, useRef } from 'react';
import { LONG_PRESS_MS } from '../rules/long-press';

export interface LongPressHandlers {
  onPointerDown: () => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onContextMenu: (e: { preventDefault: () => void }) => void;
}

/** Spread the result on the element; releasing or leaving before 1 s cancels. */
export function useLongPress(onLongPress: () => void, ms: number = LONG_PRESS_MS): LongPressHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      callback.current();
    }, ms);
  }, [cancel, ms]);
  useEffect(() => cancel, [cancel]);
  return {
    onPointerDown: start,
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // the phone's own long-press menu would otherwise cover ours
    onContextMenu: (e) => e.preventDefault(),
  };
}
