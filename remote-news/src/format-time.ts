/** A headline's time as the list shows it, in China time: 11-22 16:00. */
export function formatPublishTime(unixSeconds: number): string {
  const d = new Date((unixSeconds + 8 * 3600) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Views as Chinese apps print them: 9870, 1.2万. */
export function formatViews(views: number): string {
  return views < 10_000 ? String(views) : `${Math.floor(views / 1000) / 10}万`;
}
