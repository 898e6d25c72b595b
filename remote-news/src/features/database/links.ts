/** Where the 资料库 pages live: league, team and player (a match's detail is the scores remote's matchPath). */
import { sportCode, type Sport } from '@kickoff/shared/contracts';

export { playerPath } from '@kickoff/shared/contracts';

export const leaguePath = (sport: Sport, id: number, season?: number) =>
  `/database/detail${sport === 'basketball' ? '/lq' : ''}?id=${id}${season ? `&season=${season}` : ''}`;

export const teamPath = (sport: Sport, id: number) => `/database/team/${sportCode(sport)}?id=${id}`;

/** 2025 → 2025/26 for leagues across the new year; calendar-year leagues and tournaments show one year. */
export function seasonLabel(leagueId: number, season: number): string {
  return [60, 25, 15, 900].includes(leagueId)
    ? String(season)
    : `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
}

/** The id in `?id=`: a positive whole number, else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_000_000_000 ? id : null;
}
