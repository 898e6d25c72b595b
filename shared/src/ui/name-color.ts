/** Initials and a stable palette slot for generated avatars and crests (docs/ui.md: nothing fetched). */
const PALETTE_SIZE = 8;

/** djb2 over UTF-16 code units: stable across sessions and apps, so a team keeps its colour. */
function nameHash(name: string): number {
  let h = 5381;
  for (let i = 0; i < name.length; i++) h = ((h << 5) + h + name.charCodeAt(i)) >>> 0;
  return h;
}

export function paletteVar(name: string): string {
  return `var(--kk-avatar-${nameHash(name) % PALETTE_SIZE})`;
}

/** Chinese names: the first `cjkChars` characters; latin names: first letters of the first two words. */
export function initials(name: string, cjkChars = 1): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/^[\u3400-\u9fff]/.test(trimmed)) return [...trimmed].slice(0, cjkChars).join('');
  const words = trimmed.split(/[\s\-_.]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}
