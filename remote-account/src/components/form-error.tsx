/** A form's error line, read out as an alert. */
import styles from './forms.module.css';

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}
