/** The score lists' calls (docs/product.md §7; the paths are LIVE_PATHS): the rows of a tab and its league filter. */
import { get, unwrap } from '@kickoff/shared/api';
import {
  LIVE_PATHS,
  PLATFORM,
  type BasketballListMatch,
  type FootballListMatch,
  type LeagueFilterGroup,
  type ListTab,
  type Sport,
} from '@kickoff/shared/contracts';

export interface ListParams {
  tab: ListTab;
  date?: string;
  /** followed match ids, for the 关注 tab */
  ids?: number[];
}

function listQuery(p: ListParams): Record<string, string | number | undefined> {
  return {
    platform: PLATFORM,
    tab: p.tab,
    date: p.tab === 'sg' || p.tab === 'sc' ? p.date : undefined,
    ids: p.tab === 'gz' && p.ids?.length ? p.ids.join(',') : undefined,
  };
}

export function footballList(p: ListParams): Promise<FootballListMatch[]> {
  const path = p.tab === 'js' ? LIVE_PATHS.footballLive : LIVE_PATHS.footballMatches;
  return unwrap(get<FootballListMatch[]>(path, listQuery(p)));
}

export function basketballList(p: ListParams): Promise<BasketballListMatch[]> {
  return unwrap(get<BasketballListMatch[]>(LIVE_PATHS.basketballMatches, listQuery(p)));
}

export function leagueFilter(sport: Sport, p: ListParams): Promise<LeagueFilterGroup[]> {
  return unwrap(get<LeagueFilterGroup[]>(LIVE_PATHS.filter(sport), listQuery(p)));
}
