/**
 * Whether the browser has had a turn since the component mounted: false on the first render, true
 * after a macrotask, set in a transition (which React renders in slices that yield). A page draws
 * its first screen in one short task and what it holds back after (issue 33: no task past 50 ms).
 */
import { startTransition, useEffect, useState } from 'react';

export function useYielded(): boolean {
  const [yielded, setYielded] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => startTransition(() => setYielded(true)), 0);
    return () => clearTimeout(t);
  }, []);
  return yielded;
}
