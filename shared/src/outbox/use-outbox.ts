/**
 * A chat page's outbox (outbox.ts) in React: what is left from before is sent when the page opens,
 * everything waiting goes again when the realtime socket reconnects or the browser is back
 * online, and another tab's changes to the same outbox show here.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Envelope } from '@kickoff/shared/contracts';
import { useRealtimeStore } from '@kickoff/shared/realtime';
import { Outbox, type FirstAttempt, type OutboxItem, type OutboxStorage } from './outbox';

export interface UseOutboxOptions<P, R> {
  /** outboxKey(user, chat); null until both are known: nothing is kept or sent */
  key: string | null;
  send: (payload: P, id: string) => Promise<Envelope<R>>;
  onSent: (value: R, item: OutboxItem<P>) => void;
  autoSendWithinMs?: number;
  storage?: OutboxStorage;
}

export interface OutboxView<P> {
  items: readonly OutboxItem<P>[];
  add: (id: string, payload: P) => Promise<FirstAttempt>;
  retry: (id: string) => void;
  discard: (id: string) => void;
  acknowledge: (ids: Iterable<string>) => void;
}

const NONE: readonly OutboxItem<never>[] = [];

export function useOutbox<P, R>({
  key,
  send,
  onSent,
  autoSendWithinMs,
  storage,
}: UseOutboxOptions<P, R>): OutboxView<P> {
  const box = useMemo(
    () =>
      key === null
        ? null
        : new Outbox<P, R>({
            key,
            storage,
            autoSendWithinMs,
            send: () => Promise.reject(new Error('not mounted')),
            onSent: () => undefined,
            isOnline: () => globalThis.navigator?.onLine !== false,
          }),
    [key, storage, autoSendWithinMs],
  );
  // the page's latest calls, before the mount effect below sends anything
  useEffect(() => {
    box?.setHandlers(send, onSent);
  });

  useEffect(() => {
    if (!box || key === null) return undefined;
    box.start();
    const offStatus = useRealtimeStore.subscribe((s, prev) => {
      if (s.status === 'open' && prev.status !== 'open') void box.flush();
    });
    const online = () => void box.flush();
    const stored = (e: StorageEvent) => e.key === key && box.reload();
    window.addEventListener('online', online);
    window.addEventListener('storage', stored);
    return () => {
      box.stop();
      offStatus();
      window.removeEventListener('online', online);
      window.removeEventListener('storage', stored);
    };
  }, [box, key]);

  const subscribe = useCallback((fn: () => void) => box?.subscribe(fn) ?? (() => undefined), [box]);
  const snapshot = useCallback(() => box?.items ?? (NONE as readonly OutboxItem<P>[]), [box]);
  const items = useSyncExternalStore(subscribe, snapshot);

  return {
    items,
    add: useCallback(
      (id: string, payload: P): Promise<FirstAttempt> =>
        box?.add(id, payload) ?? Promise.resolve({ status: 'failed', reason: '请先登录' }),
      [box],
    ),
    retry: useCallback((id: string) => void box?.retry(id), [box]),
    discard: useCallback((id: string) => box?.discard(id), [box]),
    acknowledge: useCallback((ids: Iterable<string>) => box?.acknowledge(ids), [box]),
  };
}
