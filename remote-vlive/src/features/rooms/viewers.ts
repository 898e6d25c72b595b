/** Viewer counts as Chinese live apps show them: 9999, then 1.2万. */
export function formatViewers(n: number): string {
  if (n < 10_000) return String(n);
  return `${Math.floor(n / 1000) / 10}万`;
}
