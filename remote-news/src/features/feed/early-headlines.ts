/**
 * The first page of a column's headlines asked as soon as the router matches /news/{type} (the
 * route's loader, which the router runs beside the download of the page's code), so it is not asked
 * only once that code has loaded and the feed has rendered. The feed's first load of that column takes
 * the answer instead of asking again; an answer is taken once, and only within EARLY_MS of its
 * asking (older, the feed asks afresh).
 */
import { HEADLINE_COLUMN_ID, NEWS_COLUMNS, type NewsPage } from '@kickoff/shared/contracts';
import { newsPage } from './feed-api';

/** headlines a page holds */
const HEADLINES_PAGE_SIZE = 10;
const EARLY_MS = 5_000;

let early: { column: number; at: number; answer: Promise<NewsPage> } | null = null;

/** The column /news/{type} shows before the column list has loaded (the contract's list). */
export function columnOfPath(type: string | undefined): number {
  const id = Number(type ?? HEADLINE_COLUMN_ID);
  return NEWS_COLUMNS.find((c) => c.id === id)?.id ?? HEADLINE_COLUMN_ID;
}

/** Asks the column's first page now, for the feed to take. */
export function askHeadlinesEarly(column: number): void {
  const answer = newsPage({ column, page: 1, size: HEADLINES_PAGE_SIZE });
  // a failure is the taker's to show; untaken, it is nobody's
  answer.catch(() => undefined);
  early = { column, at: Date.now(), answer };
}

/** A page of the column's headlines: the first page's early answer when there is a fresh one. */
export function headlinesPage(column: number, page: number): Promise<NewsPage> {
  const asked = early;
  if (page === 1 && asked) {
    early = null;
    if (asked.column === column && Date.now() - asked.at < EARLY_MS) return asked.answer;
  }
  return newsPage({ column, page, size: HEADLINES_PAGE_SIZE });
}
