/** Season calendars: when a league's season starts, which season a day belongs to, and its round. */
import { dayNumber } from './clock';

/** leagues whose season is a calendar year (中超, 日职联, 韩K联); the others run August to May */
export const CALENDAR_YEAR_LEAGUES: ReadonlySet<number> = new Set([60, 25, 15]);

export function seasonStart(leagueId: number, year: number): string {
  return CALENDAR_YEAR_LEAGUES.has(leagueId) ? `${year}-03-01` : `${year}-08-15`;
}

/** The year the season in play on `date` (YYYY-MM-DD) started in. */
export function seasonInPlay(leagueId: number, date: string): number {
  const year = Number(date.slice(0, 4));
  return date >= seasonStart(leagueId, year) ? year : year - 1;
}

/** The round a league plays on `date`: one a week from the season's start, at most `rounds`. */
export function roundOf(leagueId: number, date: string, rounds: number): number {
  const weeks = Math.floor((dayNumber(date) - dayNumber(seasonStart(leagueId, seasonInPlay(leagueId, date)))) / 7);
  return Math.min(Math.max(rounds, 1), weeks + 1);
}
