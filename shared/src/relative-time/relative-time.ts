/** "3 分钟前"-style times for feeds (news, posts, comments): relative within a week, then a date. */
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';

dayjs.extend(relativeTime);
dayjs.locale('zh-cn');

export function relativeTimeZh(timeMs: number, nowMs: number = Date.now()): string {
  const t = dayjs(timeMs);
  const now = dayjs(nowMs);
  if (now.diff(t, 'second') < 60) return '刚刚';
  if (now.diff(t, 'day') < 7) return t.from(now);
  return t.isSame(now, 'year') ? t.format('MM-DD') : t.format('YYYY-MM-DD');
}
