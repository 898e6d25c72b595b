/**
 * Loads data for a key and keeps it in the suite's one cache (SWR, a federation singleton), so a
 * page opened again shows what it had at once and refreshes it behind; a newer key or a reload wins
 * over an older answer still in flight.
 */
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';

/**
 * Names one load in the cache every remote shares: the call first, then what it depends on, e.g.
 * `['football-list', 'js', '2026-11-25']`. Two different calls must never share a first element.
 */
export type DataKey = readonly [call: string, ...args: ReadonlyArray<string | number | boolean | null>];

export interface Loaded<T> {
  data: T | undefined;
  error: Error | null;
  /** a load for this key is in flight (the first, a reload or a refresh) */
  loading: boolean;
  /** loads again, keeping what is shown until the answer arrives */
  reload: () => void;
  /**
   * Local edits from pushes, kept as the loaded data without a refetch. Dropped while a load is in
   * flight or before the first answer: that answer is at least as new as the push.
   */
  setData: (update: (prev: T) => T) => void;
}

export interface DataOptions {
  /** load again every this many ms while the component is mounted; a failed refresh keeps the data */
  refreshMs?: number;
}

const DEDUPE_MS = 2000;
const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

export function useData<T>(key: DataKey | null, load: () => Promise<T>, options: DataOptions = {}): Loaded<T> {
  const { data, error, isValidating, mutate } = useSWR<T, unknown>(key, () => load(), {
    refreshInterval: options.refreshMs ?? 0,
    // a refresh inside SWR's de-duplication window (2 s) would be skipped
    dedupingInterval: Math.min(DEDUPE_MS, options.refreshMs ?? DEDUPE_MS),
    // pages follow changes through pushes and reload on a realtime `resync`; retries are the fan's button
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const busy = useRef(isValidating);
  useEffect(() => {
    busy.current = isValidating;
  });

  const reload = useCallback(() => void mutate(), [mutate]);
  const setData = useCallback(
    (update: (prev: T) => T) => {
      // SWR throws away an answer that lands after a local edit; keep the answer instead
      if (busy.current) return;
      void mutate((prev) => (prev === undefined ? prev : update(prev)), { revalidate: false });
    },
    [mutate],
  );
  return { data, error: error === undefined ? null : asError(error), loading: isValidating, reload, setData };
}
