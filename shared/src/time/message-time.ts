/** Message timestamps: HH:mm today, MM-DD HH:mm earlier this year, YYYY-MM-DD before that (local time). */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export function messageTime(timeMs: number, nowMs: number = Date.now()): string {
  const t = dayjs(timeMs);
  const now = dayjs(nowMs);
  if (t.isSame(now, 'day')) return t.format('HH:mm');
  if (t.isSame(now, 'year')) return t.format('MM-DD HH:mm');
  return t.format('YYYY-MM-DD');
}
