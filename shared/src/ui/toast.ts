/** docs/ui.md toast: centred, dark translucent, 2 s. Text only (textContent), so no markup gets in. */
import styles from './toast.module.css';

const TOAST_MS = 2000;

let current: { el: HTMLElement; timer: ReturnType<typeof setTimeout> } | null = null;

/** Shows `text`, replacing any toast still on screen. */
export function showToast(text: string, ms: number = TOAST_MS): void {
  if (typeof document === 'undefined') return;
  hideToast();
  const el = document.createElement('div');
  el.className = styles.toast ?? '';
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.textContent = text;
  document.body.appendChild(el);
  current = { el, timer: setTimeout(hideToast, ms) };
}

function hideToast(): void {
  if (!current) return;
  clearTimeout(current.timer);
  current.el.remove();
  current = null;
}
