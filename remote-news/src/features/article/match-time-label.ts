/** Kick-off as the match card shows it before the whistle: MM-DD HH:mm, local time. */
export function matchTimeLabel(otSeconds: number): string {
  const d = new Date(otSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())} 开赛`;
}
