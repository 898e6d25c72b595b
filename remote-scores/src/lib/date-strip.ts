/** The date strip of 赛果 (past days) and 赛程 (coming days), with docs/product.md §9 week names. */
import { weekName } from '@kickoff/shared/rules';
import { isoDate, monthDay } from '@kickoff/shared/time';

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
    // local midnight of the day; Date rolls months and years over by itself
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    days.push({
      date: isoDate(d),
      label: monthDay(d.getTime() / 1000),
      week: offset === 0 ? '今天' : weekName(d.getTime()),
    });
  }
  return kind === 'sg' ? days.reverse() : days;
}
