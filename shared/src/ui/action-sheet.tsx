/** A list of actions sliding up from the bottom, with 取消 below (docs/ui.md). */
import { useId } from 'react';
import styles from './sheet.module.css';
import { useEscape } from './use-escape';

export interface SheetAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export interface ActionSheetProps {
  open: boolean;
  title?: string;
  actions: SheetAction[];
  onClose: () => void;
  cancelText?: string;
}

export function ActionSheet({ open, title, actions, onClose, cancelText = '取消' }: ActionSheetProps) {
  const titleId = useId();
  useEscape(open, onClose);
  if (!open) return null;
  return (
    <div className={styles.mask} onClick={onClose} data-testid="sheet-mask">
      <div
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': '操作选项' })}
        onClick={(e) => e.stopPropagation()}
      >
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {actions.map((a) => (
          <button
            key={a.label}
            type="button"
            className={`${styles.action} ${a.danger ? styles.danger : ''}`}
            onClick={() => {
              onClose();
              a.onSelect();
            }}
          >
            {a.label}
          </button>
        ))}
        <button type="button" className={styles.cancel} onClick={onClose}>
          {cancelText}
        </button>
      </div>
    </div>
  );
}
