/** An action's result shown where it was taken. */
import styles from './console.module.css';
import type { ActionResult } from '../lib/use-action';

export function ResultLine({ result }: { result: ActionResult | null }) {
  if (!result) return null;
  return (
    <p className={result.ok ? styles.result : styles.error} role="status">
      {result.msg}
    </p>
  );
}
