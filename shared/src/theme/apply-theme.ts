/** The user's theme colour (`diyTheme`, docs/product.md §3) replaces the crimson primary; '' restores it. */
export const DEFAULT_PRIMARY = '#DC143C';
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Returns the colour now in effect. Anything but '#rrggbb' falls back to the default. */
export function applyTheme(diyTheme?: string | null, root: HTMLElement = document.documentElement): string {
  const color = diyTheme && HEX.test(diyTheme) ? diyTheme.toUpperCase() : DEFAULT_PRIMARY;
  if (color === DEFAULT_PRIMARY) root.style.removeProperty('--kk-primary');
  else root.style.setProperty('--kk-primary', color);
  return color;
}
