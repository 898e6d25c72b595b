/** True for a moment after `value` changes (not on first render): the brief highlight of a live change. */
import { useEffect, useRef, useState } from 'react';

const FLASH_MS = 1500;
/** docs/ui.md: a goal makes the score cell pulse for 3 s */
export const GOAL_FLASH_MS = 3000;

export function useFlash(value: string, ms: number = FLASH_MS): boolean {
  const prev = useRef(value);
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (prev.current === value) return undefined;
    prev.current = value;
    setOn(true);
    const t = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return on;
}
