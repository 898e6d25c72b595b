/**
 * A detail tab's data looked at again on each push that may change it: the page bumps `pulse` on
 * such a push. The pulse the tab opened with is not a reason: the pushes before it are in its first
 * answer already.
 */
import { useEffect, useRef } from 'react';

export function useReloadOnPulse(pulse: number, reload: () => void): void {
  const opened = useRef(pulse);
  useEffect(() => {
    if (pulse !== opened.current) reload();
  }, [pulse, reload]);
}
