/** Long press on any element: fires after LONG_PRESS_MS of holding still (docs/product.md §9). */
import { useCallback, useEffect, useRef } from 'react';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX } from '../rules/long-press';

/** What the hook reads of a pointerdown: which pointer, and where it went down. */
interface PressStart {
  pointerId: number;
  clientX: number;
  clientY: number;
}

export interface LongPressHandlers {
  onPointerDown: (e: PressStart) => void;
  onContextMenu: (e: { preventDefault: () => void }) => void;
}

/**
 * Spread the result on the element. The press is followed on the window, by its pointer id, as a
 * finger is: releasing it anywhere, the browser cancelling it (a scroll) or moving it past the slop
 * cancels. Content moving under a still pointer does not: a mouse's boundary events after a layout
 * change (a message arriving, a picture loading) used to cut the press short.
 */
export function useLongPress(onLongPress: () => void, ms: number = LONG_PRESS_MS): LongPressHandlers {
  const stop = useRef<(() => void) | null>(null);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);
  const cancel = useCallback(() => {
    stop.current?.();
    stop.current = null;
  }, []);
  const start = useCallback(
    (down: PressStart) => {
      cancel();
      const ours = (e: PointerEvent) => e.pointerId === down.pointerId;
      const onMove = (e: PointerEvent) => {
        if (ours(e) && Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) > LONG_PRESS_SLOP_PX) cancel();
      };
      const onEnd = (e: PointerEvent) => {
        if (ours(e)) cancel();
      };
      const timer = setTimeout(() => {
        cancel();
        callback.current();
      }, ms);
      window.addEventListener('pointermove', onMove, true);
      window.addEventListener('pointerup', onEnd, true);
      window.addEventListener('pointercancel', onEnd, true);
      stop.current = () => {
        clearTimeout(timer);
        window.removeEventListener('pointermove', onMove, true);
        window.removeEventListener('pointerup', onEnd, true);
        window.removeEventListener('pointercancel', onEnd, true);
      };
    },
    [cancel, ms],
  );
  useEffect(() => cancel, [cancel]);
  return {
    onPointerDown: start,
    // the phone's own long-press menu would otherwise cover ours
    onContextMenu: (e) => e.preventDefault(),
  };
}
