/** Closes an overlay on Escape while it is open. */
import { useEffect } from 'react';

export function useEscape(open: boolean, onClose: (() => void) | undefined): void {
  useEffect(() => {
    if (!open || !onClose) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
}
