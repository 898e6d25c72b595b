/** The date strip of 赛果 (past days) and 赛程 (coming days), with docs/product.md §9 week names. */
import dayjs from 'dayjs';
import { weekName } from '@kickoff/shared/rules';
import { isoDate } from '@kickoff/shared/time';

export interface StripDay {
  /** YYYY-MM-DD */
  date: string;
  /** 11-22 */
  label: string;
  /** 周日 … 周六, or 今天 */
  week: string;
}

/** 赛果 covers today and the six days before it (a match finished today is a result); 赛程 the next seven days. */
export function stripDays(kind: 'sg' | 'sc', now: Date = new Date(), count = 7): StripDay[] {
  const days: StripDay[] = [];
  for (let i = 0; i < count; i++) {
    const offset = kind === 'sg' ? -i : i + 1;
    const d = dayjs(now).startOf('day').add(offset, 'day');
    days.push({ date: isoDate(d.valueOf()), label: d.format('MM-DD'), week: offset === 0 ? '今天' : weekName(d.valueOf()) });
  }
  return kind === 'sg' ? days.reverse() : days;
}
