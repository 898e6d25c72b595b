/**
 * A list read a page at a time ({list, next}): 加载中 / the error with 重试 / the empty line, then
 * the rows and 加载更多 while the server says there is more. A new `reloadKey` starts over (a tab
 * switch, a clear); what was loaded under an older key is never shown.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Empty, ErrorView, Loader } from '@kickoff/shared/ui';
import styles from '../pages/my-things/my-things.module.css';

export interface PageOf<T> {
  list: T[];
  next: number;
}

interface Loaded<T> {
  key: string;
  items: T[];
  next: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : '加载失败，请重试');

export function PagedList<T>({
  load,
  reloadKey,
  empty,
  label,
  row,
  rowKey,
}: {
  load: (page: number) => Promise<PageOf<T>>;
  reloadKey: string;
  empty: string;
  label: string;
  row: (item: T) => ReactNode;
  rowKey: (item: T) => string | number;
}) {
  const [data, setData] = useState<Loaded<T> | null>(null);
  const [error, setError] = useState<{ key: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    load(1).then(
      (got) => alive && setData({ key: reloadKey, items: got.list, next: got.next }),
      (err: unknown) => alive && setError({ key: reloadKey, text: message(err) }),
    );
    return () => {
      alive = false;
    };
  }, [load, reloadKey, attempt]);

  const more = async (current: Loaded<T>) => {
    setBusy(true);
    try {
      const got = await load(current.next);
      setData({ key: current.key, items: [...current.items, ...got.list], next: got.next });
      setError(null);
    } catch (err) {
      setError({ key: current.key, text: message(err) });
    } finally {
      setBusy(false);
    }
  };

  const shown = data?.key === reloadKey ? data : null;
  const failed = error?.key === reloadKey ? error.text : '';
  if (!shown)
    return failed ? (
      <ErrorView
        message={failed}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    ) : (
      <Loader />
    );
  if (shown.items.length === 0) return <Empty text={empty} />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {shown.items.map((item) => (
          <li key={rowKey(item)} className={styles.item}>
            {row(item)}
          </li>
        ))}
      </ul>
      {failed && <p className={styles.error}>{failed}</p>}
      {shown.next > 0 && (
        <button type="button" className={styles.more} disabled={busy} onClick={() => void more(shown)}>
          {busy ? '加载中…' : '加载更多'}
        </button>
      )}
    </>
  );
}
