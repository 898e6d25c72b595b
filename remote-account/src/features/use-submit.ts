/** One form submission at a time, with its Chinese error. `run` returns the server's message or null. */
import { useState } from 'react';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<string | null>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const problem = await work();
      setError(problem);
      return problem === null;
    } catch {
      setError('网络异常，请稍后重试');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
