/** Every live call this remote makes (docs/product.md §7; the live API serves them under /api). */
import { get } from '@kickoff/shared/api';
import {
  PLATFORM,
  type AnalysisFuture,
  type AnalysisHistory,
  type BasketballDetail,
  type BasketballListMatch,
  type FootballListMatch,
  type FootballMatchHeader,
  type FootballTextLive,
  type LeagueFilterGroup,
  type LeagueTable,
  type ListTab,
  type OddsCompany,
  type OddsHistoryRow,
  type OddsRow,
  type OddsType,
  type Sport,
} from '@kickoff/shared/contracts';
import { unwrap } from '@kickoff/shared/api';

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
  const path = p.tab === 'js' ? '/api/live/football/v1_1/live' : '/api/live/football/match';
  return unwrap(get<FootballListMatch[]>(path, listQuery(p)));
}

export function basketballList(p: ListParams): Promise<BasketballListMatch[]> {
  return unwrap(get<BasketballListMatch[]>('/api/live/basketball/match', listQuery(p)));
}

export function leagueFilter(sport: Sport, p: ListParams): Promise<LeagueFilterGroup[]> {
  return unwrap(get<LeagueFilterGroup[]>(`/api/live/${sport}/filter`, listQuery(p)));
}

export function footballHeader(id: number): Promise<FootballMatchHeader> {
  return unwrap(get<FootballMatchHeader>(`/api/live/fb/match/live/navigation/${id}`));
}

export function footballTextLive(id: number): Promise<FootballTextLive> {
  return unwrap(get<FootballTextLive>(`/api/live/fb/match/live/textLive/${id}`));
}

export function analysisHistory(id: number): Promise<AnalysisHistory> {
  return unwrap(get<AnalysisHistory>('/api/live/fb/match/analysis/history', { id }));
}

export function analysisTable(id: number): Promise<LeagueTable> {
  return unwrap(get<LeagueTable>('/api/live/fb/match/analysis/table', { id }));
}

export function analysisFuture(id: number): Promise<AnalysisFuture> {
  return unwrap(get<AnalysisFuture>(`/api/live/fb/match/analysis/future/${id}`));
}

export function odds(sport: Sport, id: number, type: OddsType): Promise<OddsRow[]> {
  return sport === 'football'
    ? unwrap(get<OddsRow[]>(`/api/live/odds/${id}`, { type }))
    : unwrap(get<OddsRow[]>('/api/live/basket/zhi/index', { id, type }));
}

export function oddsHistory(sport: Sport, id: number, companyId: number, type: OddsType): Promise<OddsHistoryRow[]> {
  return sport === 'football'
    ? unwrap(get<OddsHistoryRow[]>(`/api/live/odds/history/${id}`, { companyId, type }))
    : unwrap(get<OddsHistoryRow[]>('/api/live/basket/zhi/history', { id, companyId, type }));
}

export function oddsCompanies(sport: Sport): Promise<OddsCompany[]> {
  return unwrap(get<OddsCompany[]>(sport === 'football' ? '/api/live/odds/company' : '/api/live/basket/zhi/company'));
}

export function basketballDetail(id: number): Promise<BasketballDetail> {
  return unwrap(get<BasketballDetail>(`/api/live/basket/match/detail/${id}`));
}
