/** The hot list, refreshed every 30 s while the page is open; a failed refresh keeps what is shown. */
import { useCallback, useEffect, useState } from 'react';
import type { HotList } from '@kickoff/shared/contracts';
import { getHotList } from '@kickoff/shared/api';

export const REFRESH_MS = 30_000;

export interface HotListState {
  data: HotList | null;
  error: Error | null;
  reload: () => void;
}

export function useHotList(): HotListState {
  const [data, setData] = useState<HotList | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => {
    setError(null);
    setTick((t) => t + 1);
  }, []);

  useEffect(() => {
    let alive = true;
    const load = () =>
      getHotList().then(
        (hot) => alive && (setData(hot), setError(null)),
        (e: unknown) => alive && setError(e instanceof Error ? e : new Error(String(e))),
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [tick]);

  return { data, error, reload };
}
