/** The unread badge (docs/ui.md): nothing at zero, the count up to 99, then 99+. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
