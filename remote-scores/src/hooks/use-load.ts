/** Loads data for a key; a newer key or a reload wins over an older answer still in flight. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload: () => void;
  /** local edits from pushes; keep the loaded data as the base */
  setData: (update: (prev: T | undefined) => T | undefined) => void;
}

interface State<T> {
  /** the key the data belongs to (a reload keeps showing it) */
  key: string | null;
  /** key + reload count of the last finished load */
  done: string | null;
  data: T | undefined;
  error: Error | null;
}

export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<State<T>>({ key: null, done: null, data: undefined, error: null });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const run = key === null ? null : `${key}#${tick}`;

  useEffect(() => {
    if (run === null || key === null) return undefined;
    let alive = true;
    loadRef.current().then(
      (data) => alive && setState({ key, done: run, data, error: null }),
      (e: unknown) => alive && setState((s) => ({ key, done: run, data: s.key === key ? s.data : undefined, error: e instanceof Error ? e : new Error(String(e)) })),
    );
    return () => {
      alive = false;
    };
  }, [run, key]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const setData = useCallback((update: (prev: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  const mine = state.key === key;
  return { data: mine ? state.data : undefined, error: mine ? state.error : null, loading: run !== null && state.done !== run, reload, setData };
}
