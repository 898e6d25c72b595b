/** Times of unix-seconds values in local time (kick-offs, headers, history rows), with dayjs. */
import dayjs from 'dayjs';

/** HH:mm — a kick-off time in a list row. */
export function clock(unix: number): string {
  return dayjs.unix(unix).format('HH:mm');
}

/** MM-DD HH:mm — a detail header or an odds change. */
export function dayClock(unix: number): string {
  return dayjs.unix(unix).format('MM-DD HH:mm');
}

/** MM-DD — a day in the list's date strip. */
export function monthDay(unix: number): string {
  return dayjs.unix(unix).format('MM-DD');
}

/** YY-MM-DD — history rows, which span seasons. */
export function shortDate(unix: number): string {
  return dayjs.unix(unix).format('YY-MM-DD');
}

/** YYYY-MM-DD of a local day, as the list calls' `date` parameter. */
export function isoDate(day: Date | number): string {
  return dayjs(day).format('YYYY-MM-DD');
}
