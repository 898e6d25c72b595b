/**
 * docs/product.md §9 file sizes. Rule: below 100 B → whole bytes ('99B'); below 100 KB → KB; below 100 MB →
 * MB; from 100 MB → GB. KB/MB/GB use 1024 steps and two decimals rounded half-up by toFixed
 * (100 B → '0.10KB', 102400 B → '0.10MB'), so a unit only appears once it reads at least 0.10.
 */
const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

export function fileSize(bytes: number): string {
  const b = Math.max(0, bytes);
  if (b < 100) return `${Math.floor(b)}B`;
  if (b < 100 * KB) return `${(b / KB).toFixed(2)}KB`;
  if (b < 100 * MB) return `${(b / MB).toFixed(2)}MB`;
  return `${(b / GB).toFixed(2)}GB`;
}
