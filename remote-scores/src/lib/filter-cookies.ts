/**
 * The filters as the spec's cookies (shared/cookies writes them with the 10:00 football and 15:00
 * basketball expiries). Football: filterType '' | 'leagues' | 'jczq' | 'bjdc', filterId = ids.
 * Basketball: basketType 'all' | 'leagues', basketImpt '1' when only hot leagues were picked, basketId = ids.
 */
import {
  readBasketballFilter,
  readFootballFilter,
  saveBasketballFilter,
  saveFootballFilter,
} from '@kickoff/shared/cookies';
import type { Sport } from '@kickoff/shared/contracts';
import { NO_FILTER, type FilterKind, type ListFilter } from './league-filter';

const parseIds = (s: string | undefined) => (s ?? '').split(',').filter(Boolean).map(Number).filter(Number.isFinite);

export function readFilter(sport: Sport): ListFilter {
  if (sport === 'football') {
    const { filterType, filterId } = readFootballFilter();
    const kind: FilterKind =
      filterType === 'jczq' || filterType === 'bjdc' || filterType === 'leagues' ? filterType : 'all';
    return kind === 'all' ? NO_FILTER : { kind, ids: parseIds(filterId) };
  }
  const { basketType, basketId } = readBasketballFilter();
  return basketType === 'leagues' ? { kind: 'leagues', ids: parseIds(basketId) } : NO_FILTER;
}

export function saveFilter(sport: Sport, f: ListFilter, hotOnly = false, now: Date = new Date()): void {
  if (sport === 'football') {
    saveFootballFilter({ filterType: f.kind === 'all' ? '' : f.kind, filterId: f.ids.join(',') }, now);
  } else {
    saveBasketballFilter(
      {
        basketType: f.kind === 'leagues' ? 'leagues' : 'all',
        basketImpt: hotOnly ? '1' : '0',
        basketId: f.ids.join(','),
      },
      now,
    );
  }
}
