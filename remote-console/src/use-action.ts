/**
 * A console action's state: busy while it runs, then its result in place (the server's Chinese
 * message). `run` answers the call's data, or undefined when it was refused or failed.
 */
import { useCallback, useState } from 'react';
import { unwrap } from '@kickoff/shared/api';
import type { Envelope } from '@kickoff/shared/contracts';
import { useData, type DataKey } from '@kickoff/shared/data';

export interface ActionResult {
  ok: boolean;
  msg: string;
}

export function useAction() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult | null>(null);
  const run = useCallback(async <T>(call: () => Promise<Envelope<T>>, done = '已完成'): Promise<T | undefined> => {
    setBusy(true);
    setResult(null);
    try {
      const res = await call();
      const ok = res.code === 200;
      setResult({ ok, msg: ok ? res.msg || done : res.msg || '操作失败' });
      return ok ? res.data : undefined;
    } catch {
      setResult({ ok: false, msg: '网络异常，请稍后重试' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, result, run };
}

/** Reads a list through the suite's data cache; `reload` after a change. */
export function useList<T>(key: DataKey, load: () => Promise<Envelope<T[]>>) {
  const { data, error, reload } = useData<T[]>(key, () => unwrap(load()));
  return { rows: data ?? null, error: error?.message ?? '', reload };
}
