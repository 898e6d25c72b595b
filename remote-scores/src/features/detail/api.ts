/** A match detail's calls (docs/product.md §7; the paths are LIVE_PATHS): header, 直播, 指数 and 分析. */
import { get, unwrap } from '@kickoff/shared/api';
import {
  LIVE_PATHS,
  type AnalysisFuture,
  type AnalysisHistory,
  type BasketballDetail,
  type FootballMatchHeader,
  type FootballTextLive,
  type FootballTrend,
  type LeagueTable,
  type OddsHistoryRow,
  type OddsRow,
  type OddsType,
  type Sport,
} from '@kickoff/shared/contracts';

export function footballHeader(id: number): Promise<FootballMatchHeader> {
  return unwrap(get<FootballMatchHeader>(LIVE_PATHS.footballHeader(id)));
}

export function footballTextLive(id: number): Promise<FootballTextLive> {
  return unwrap(get<FootballTextLive>(LIVE_PATHS.footballTextLive(id)));
}

/** 攻势 and 胜率 per minute played */
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
