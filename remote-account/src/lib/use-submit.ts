/**
 * One form submission at a time, with its Chinese error. The work returns its own problem or null, or
 * throws a Refusal (the server's message, see ./refusal); anything else thrown reads 网络异常.
 */
import { useState } from 'react';
import { Refusal } from './refusal';

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
    } catch (e) {
      setError(e instanceof Refusal ? e.message : '网络异常，请稍后重试');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
