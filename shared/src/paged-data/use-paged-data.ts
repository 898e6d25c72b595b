/**
 * Loads a list a page at a time ({list, next}): the first page for a key, then more on demand while
 * the server says there is a next page. The pages live in the data layer's one cache (useData's SWR,
 * under `['paged', ...key]`), so a list opened again shows every page it had at once and loads the
 * same pages again behind them (stale-while-revalidate); a failed refresh keeps them and reports the
 * error, as useData does. Two lists on one key share their loads. A new key never shows what was
 * loaded under the old one, nor an answer that arrives late for it; one load runs at a time (a
 * second `loadMore` while one is in flight does nothing), and a reload wins over what is in flight.
 * `retry` repeats what failed: the first page, the refresh or the next page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
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
  /** the last load's failure (the first page, a refresh or a later page); null after a load succeeds */
  error: Error | null;
  /** a load is in flight (the first page, a refresh behind the rows shown, or the next page) */
  loading: boolean;
  /** the next page is in flight (what a 加载更多 button waits for) */
  loadingMore: boolean;
  /** the server said there is a next page */
  hasMore: boolean;
  /** loads the next page and appends it; nothing while a load is in flight or at the end */
  loadMore: () => void;
  /** repeats what failed: the first page, the refresh of the pages shown, or the page after them */
  retry: () => void;
  /**
   * starts over from the first page, keeping the rows shown until its answer; the promise settles
   * when that answer has landed or failed (a pull to refresh waits for it), and never rejects
   */
  reload: () => Promise<void>;
  /** a local edit of the rows shown (one marked read), without a load; made after one in flight */
  setData: (update: (rows: T[]) => T[]) => void;
}

/** What the cache holds for a list: the pages loaded, joined. */
interface Pages<T, P> {
  first: P;
  items: T[];
  next: number;
  /** how many pages were loaded: a refresh loads as many again */
  count: number;
}

/**
 * What a load does: `refresh` loads again as many pages as the cache holds (on opening, and SWR's
 * own revalidations), `first` only the first page (a reload), `more` the page after the cached ones.
 */
type Plan = 'refresh' | 'first' | 'more';

/**
 * The plan of the load being started. SWR calls the fetcher synchronously inside `mutate()` (and the
 * fetcher may be another list's on the same key, SWR's first one), so the plan is set just around
 * that call and read by the fetcher before its first await; any other load is a `refresh`.
 */
let asked: Plan | null = null;

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/**
 * SWR as useData uses it: loads of one key within 2 s share an answer; no reload on focus or
 * reconnect (pages follow pushes; retries are the fan's button). Written out here, not exported by
 * @kickoff/shared/data, whose every export is bundled into the first score row's main.js.
 */
const swrOptions = {
  dedupingInterval: 2000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

export function usePagedData<T, P extends PageOf<T> = PageOf<T>>(
  key: DataKey | null,
  // PageOf<T> in the answer's type lets T be inferred from its rows
  load: (page: number) => Promise<PageOf<T> & P>,
): Paged<T, P> {
  const { cache } = useSWRConfig();

  const fetchPages = async (k: readonly unknown[]): Promise<Pages<T, P>> => {
    const plan = asked ?? 'refresh';
    const cached = () => cache.get(unstable_serialize(k))?.data as Pages<T, P> | undefined;
    const had = cached();
    // this render's load: SWR takes the fetcher of the render that asks (a new key's first load
    // starts before this component's effects would have run)
    const call = load;
    const append = async (pages: Pages<T, P>): Promise<Pages<T, P>> => {
      const got = await call(pages.next);
      return { ...pages, items: [...pages.items, ...got.list], next: got.next, count: pages.count + 1 };
    };
    if (plan === 'more' && had && had.next > 0) return append(had);
    const first = await call(1);
    let pages: Pages<T, P> = { first, items: first.list, next: first.next, count: 1 };
    // the refresh of a list shown before: as many pages as it had, so it neither shrinks nor jumps
    const want = plan === 'refresh' && had ? had.count : 1;
    // a reload or another load that landed meanwhile made this one stale (SWR drops its answer): stop
    while (pages.count < want && pages.next > 0 && cached() === had) pages = await append(pages);
    return pages;
  };

  const swrKey = key === null ? null : ['paged', ...key];
  const { data: value, error, isValidating, mutate } = useSWR<Pages<T, P>, unknown>(swrKey, fetchPages, swrOptions);

  const id = key === null ? null : JSON.stringify(key);
  // what this list last asked for its key: what `retry` repeats, and whether 加载更多 is in flight
  const [last, setLast] = useState<{ id: string | null; plan: Plan }>({ id, plan: 'refresh' });
  const plan: Plan = last.id === id ? last.plan : 'refresh';

  const busy = useRef(isValidating);
  const pending = useRef<Array<(rows: T[]) => T[]>>([]);
  const latest = useRef({ value, plan, id });
  useEffect(() => {
    busy.current = isValidating;
    latest.current = { value, plan, id };
  });
  // edits made while a load was in flight wait for its answer (SWR would drop the answer otherwise)
  useEffect(() => {
    pending.current = [];
  }, [id]);
  useEffect(() => {
    if (isValidating || pending.current.length === 0) return;
    const edits = pending.current;
    pending.current = [];
    void mutate((prev) => prev && { ...prev, items: edits.reduce((rows, edit) => edit(rows), prev.items) }, {
      revalidate: false,
    });
  }, [isValidating, mutate]);

  const start = useCallback(
    (next: Plan): Promise<void> => {
      const current = latest.current.id;
      if (current === null) return Promise.resolve();
      busy.current = true;
      setLast({ id: current, plan: next });
      asked = next;
      try {
        // a failed load lands in `error`: SWR's revalidation itself never rejects
        return mutate().then(() => undefined);
      } finally {
        asked = null;
      }
    },
    [mutate],
  );

  const loadMore = useCallback(() => {
    const { value: shown } = latest.current;
    if (busy.current || !shown || shown.next <= 0) return;
    void start('more');
  }, [start]);
  const reload = useCallback(() => start('first'), [start]);
  const retry = useCallback(() => void start(latest.current.value ? latest.current.plan : 'first'), [start]);

  const setData = useCallback(
    (update: (rows: T[]) => T[]) => {
      if (busy.current) {
        pending.current.push(update);
        return;
      }
      void mutate((prev) => prev && { ...prev, items: update(prev.items) }, { revalidate: false });
    },
    [mutate],
  );

  return {
    data: value?.items,
    first: value?.first,
    error: error === undefined ? null : asError(error),
    loading: isValidating,
    loadingMore: isValidating && plan === 'more',
    hasMore: value !== undefined && value.next > 0,
    loadMore,
    retry,
    reload,
    setData,
  };
}
