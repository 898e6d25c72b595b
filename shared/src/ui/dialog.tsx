/** A modal dialog sliding up from the bottom (docs/ui.md). Tapping the mask or Escape cancels. */
import { useId, type ReactNode } from 'react';
import styles from './sheet.module.css';
import { useEscape } from './use-escape';

export interface DialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmText?: string;
  /** omit for an alert with a single button */
  cancelText?: string | null;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function Dialog({
  open,
  title,
  children,
  confirmText = '确定',
  cancelText = '取消',
  onConfirm,
  onCancel,
}: DialogProps) {
  const titleId = useId();
  useEscape(open, onCancel);
  if (!open) return null;
  return (
    <div className={styles.mask} onClick={onCancel} data-testid="dialog-mask">
      <div
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children && <div className={styles.body}>{children}</div>}
        <div className={styles.buttons}>
          {cancelText && onCancel && (
            <button type="button" className={styles.button} onClick={onCancel}>
              {cancelText}
            </button>
          )}
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onConfirm} autoFocus>
            {confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
