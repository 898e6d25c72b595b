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

/**
 * An action that takes its row out of the list when it succeeds (a report decided, a nickname
 * reviewed, content restored): a refusal stays on the row (`refusal`); a success is handed to
 * `onDone` with the server's words, for the list to say above itself (useOutcome) — on the row it
 * would leave with the row at the reload.
 */
export function useRowAction(onDone: (result: ActionResult) => void) {
  const { busy, result, run } = useAction();
  const act = useCallback(
    async (call: () => Promise<Envelope<unknown>>) => {
      let said = '';
      const done = await run(async () => {
        const res = await call();
        said = res.msg;
        return res;
      });
      if (done !== undefined) onDone({ ok: true, msg: said || '已完成' });
    },
    [run, onDone],
  );
  return { busy, refusal: result && !result.ok ? result : null, act };
}

/** A list's last row action: said above the list (`last`); `done` records it and reloads the list. */
export function useOutcome(reload: () => void) {
  const [last, setLast] = useState<ActionResult | null>(null);
  const done = useCallback(
    (result: ActionResult) => {
      setLast(result);
      reload();
    },
    [reload],
  );
  return { last, done };
}
