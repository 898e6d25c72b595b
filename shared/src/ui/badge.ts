/**
 * The unread badge (docs/ui.md): nothing at zero, the count up to 99, then 99+. It lives in ui, not
 * rules: the shell's tab bar draws it, and importing rules would put dayjs on every first page.
 */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
