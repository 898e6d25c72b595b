/** Every live call this remote makes (docs/product.md §7; the paths are LIVE_PATHS). */
import { get } from '@kickoff/shared/api';
import {
  LIVE_PATHS,
  PLATFORM,
  type AnalysisFuture,
  type AnalysisHistory,
  type BasketballDetail,
  type BasketballListMatch,
  type FootballListMatch,
  type FootballMatchHeader,
  type FootballTextLive,
  type FootballTrend,
  type LeagueFilterGroup,
  type LeagueTable,
  type ListTab,
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
  const path = p.tab === 'js' ? LIVE_PATHS.footballLive : LIVE_PATHS.footballMatches;
  return unwrap(get<FootballListMatch[]>(path, listQuery(p)));
}

export function basketballList(p: ListParams): Promise<BasketballListMatch[]> {
  return unwrap(get<BasketballListMatch[]>(LIVE_PATHS.basketballMatches, listQuery(p)));
}

export function leagueFilter(sport: Sport, p: ListParams): Promise<LeagueFilterGroup[]> {
  return unwrap(get<LeagueFilterGroup[]>(LIVE_PATHS.filter(sport), listQuery(p)));
}

export function footballHeader(id: number): Promise<FootballMatchHeader> {
  return unwrap(get<FootballMatchHeader>(LIVE_PATHS.footballHeader(id)));
}

export function footballTextLive(id: number): Promise<FootballTextLive> {
  return unwrap(get<FootballTextLive>(LIVE_PATHS.footballTextLive(id)));
}

/** 攻势 and 胜率 per minute played; the AI prediction reads its `current` */
export function footballTrend(id: number): Promise<FootballTrend> {
  return unwrap(get<FootballTrend>(LIVE_PATHS.footballTrend(id)));
}

export function analysisHistory(id: number): Promise<AnalysisHistory> {
  return unwrap(get<AnalysisHistory>(LIVE_PATHS.analysisHistory, { id }));
}

export function analysisTable(id: number): Promise<LeagueTable> {
  return unwrap(get<LeagueTable>(LIVE_PATHS.analysisTable, { id }));
}

export function analysisFuture(id: number): Promise<AnalysisFuture> {
  return unwrap(get<AnalysisFuture>(LIVE_PATHS.analysisFuture(id)));
}

export function odds(sport: Sport, id: number, type: OddsType): Promise<OddsRow[]> {
  return sport === 'football'
    ? unwrap(get<OddsRow[]>(LIVE_PATHS.footballOdds(id), { type }))
    : unwrap(get<OddsRow[]>(LIVE_PATHS.basketballOdds, { id, type }));
}

export function oddsHistory(sport: Sport, id: number, companyId: number, type: OddsType): Promise<OddsHistoryRow[]> {
  return sport === 'football'
    ? unwrap(get<OddsHistoryRow[]>(LIVE_PATHS.footballOddsHistory(id), { companyId, type }))
    : unwrap(get<OddsHistoryRow[]>(LIVE_PATHS.basketballOddsHistory, { id, companyId, type }));
}

export function basketballDetail(id: number): Promise<BasketballDetail> {
  return unwrap(get<BasketballDetail>(LIVE_PATHS.basketballDetail(id)));
}
