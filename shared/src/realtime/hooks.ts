/** React bindings for the realtime client. */
import { useEffect, useRef } from 'react';
import type { Topic } from '../contracts/realtime';
import { realtime, type RealtimeClient, type TopicHandler } from './client';
import { useRealtimeStore, type RealtimeStatus } from './store';

/** Subscribes while mounted; the latest handler is always called, without resubscribing. */
export function useRealtime<D = unknown>(
  topic: Topic | null,
  handler: TopicHandler<D>,
  client: RealtimeClient = realtime,
): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  }, [handler]);
  useEffect(() => {
    if (!topic) return undefined;
    return client.subscribe<D>(topic, (e) => ref.current(e));
  }, [topic, client]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useRealtimeStore((s) => s.status);
}
