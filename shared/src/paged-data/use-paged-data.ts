/**
 * Loads a list a page at a time ({list, next}): the first page for a key, then more on demand while
 * the server says there is a next page. A new key starts over and never shows what was loaded under
 * the old one, nor an answer that arrives late for it; one load runs at a time (a second `loadMore`
 * while one is in flight does nothing). `retry` repeats what failed: the first page or the next one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataKey } from '@kickoff/shared/data';

/** One page of a list: its rows and the number of the next page, 0 when this was the last. */
export interface PageOf<T> {
  list: T[];
  next: number;
}

export interface Paged<T, P extends PageOf<T> = PageOf<T>> {
  /** the rows of every page loaded for the current key; undefined until its first page arrives */
  data: T[] | undefined;
  /** the first page as answered, for what it says of the whole list (a total, an unread count) */
  first: P | undefined;
  /** the last load's failure (the first page or a later one); null after a load succeeds */
  error: Error | null;
  /** a load is in flight */
  loading: boolean;
  /** the server said there is a next page */
  hasMore: boolean;
  /** loads the next page and appends it; nothing while a load is in flight or at the end */
  loadMore: () => void;
  /** repeats what failed: the first page, or the page after the rows shown */
  retry: () => void;
  /** starts over from the first page, keeping the rows shown until its answer */
  reload: () => void;
  /** a local edit of the rows shown (one marked read), without a load */
  setData: (update: (rows: T[]) => T[]) => void;
}

interface State<T, P> {
  key: string | null;
  first: P | undefined;
  items: T[] | undefined;
  next: number;
  error: Error | null;
  loading: boolean;
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));
const idOf = (key: DataKey | null) => (key === null ? null : JSON.stringify(key));
const start = <T, P>(key: string | null): State<T, P> => ({
  key,
  first: undefined,
  items: undefined,
  next: 0,
  error: null,
  loading: key !== null,
});

export function usePagedData<T, P extends PageOf<T> = PageOf<T>>(
  key: DataKey | null,
  // PageOf<T> in the answer's type lets T be inferred from its rows
  load: (page: number) => Promise<PageOf<T> & P>,
): Paged<T, P> {
  const id = idOf(key);
  const [state, setState] = useState<State<T, P>>(() => start(id));
  const latest = useRef({ load, state, id });
  // bumped whenever what is in flight stops counting (a new key, a reload, unmount)
  const generation = useRef(0);
  const inFlight = useRef(false);
  useEffect(() => {
    latest.current = { load, state, id };
  });

  const fetchPage = useCallback((forKey: string, page: number, append: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const mine = generation.current;
    setState((s) => (s.key === forKey ? { ...s, loading: true } : s));
    latest.current.load(page).then(
      (got) => {
        if (mine !== generation.current) return;
        inFlight.current = false;
        setState((s) => ({
          key: forKey,
          first: page === 1 || s.key !== forKey ? got : s.first,
          items: append && s.key === forKey ? [...(s.items ?? []), ...got.list] : got.list,
          next: got.next,
          error: null,
          loading: false,
        }));
      },
      (err: unknown) => {
        if (mine !== generation.current) return;
        inFlight.current = false;
        setState((s) => ({ ...(s.key === forKey ? s : start<T, P>(forKey)), error: asError(err), loading: false }));
      },
    );
  }, []);

  useEffect(() => {
    generation.current += 1;
    inFlight.current = false;
    // the rows of an older key are not shown from here on (see `fresh` below)
    if (id !== null) fetchPage(id, 1, false);
    return () => {
      generation.current += 1;
      inFlight.current = false;
    };
  }, [id, fetchPage]);

  const loadMore = useCallback(() => {
    const { state: s, id: current } = latest.current;
    if (current === null || s.key !== current || s.items === undefined || s.next <= 0) return;
    fetchPage(current, s.next, true);
  }, [fetchPage]);

  const reload = useCallback(() => {
    const current = latest.current.id;
    if (current === null) return;
    generation.current += 1;
    inFlight.current = false;
    fetchPage(current, 1, false);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const { state: s, id: current } = latest.current;
    if (current === null) return;
    if (s.key === current && s.items !== undefined) fetchPage(current, s.next, true);
    else fetchPage(current, 1, false);
  }, [fetchPage]);

  const setData = useCallback((update: (rows: T[]) => T[]) => {
    setState((s) => (s.items === undefined ? s : { ...s, items: update(s.items) }));
  }, []);

  const fresh = state.key === id;
  return {
    data: fresh ? state.items : undefined,
    first: fresh ? state.first : undefined,
    error: fresh ? state.error : null,
    loading: fresh ? state.loading : id !== null,
    hasMore: fresh && state.items !== undefined && state.next > 0,
    loadMore,
    retry,
    reload,
    setData,
  };
}
