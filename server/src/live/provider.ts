/**
 * The data-provider interface behind every live call and push. The built-in engine implements it
 * (engine-provider.ts); a real feed could replace it without touching the routes or the clients.
 */
import type {
  AnalysisFuture,
  AnalysisHistory,
  BasketballBoxScore,
  BasketballDetail,
  BasketballListMatch,
  FootballListMatch,
  FootballMatchHeader,
  FootballTextLive,
  FootballLineup,
  FootballTrend,
  HotList,
  LeagueFilterGroup,
  LeagueTable,
  ListTab,
  LiveSnapshot,
  OddsCompany,
  OddsHistoryRow,
  OddsRow,
  OddsType,
  Sport,
  Topic,
  TvMatch,
} from '@kickoff/shared/contracts';
import type { TickListener } from './engine';

export interface ListQuery {
  /** YYYY-MM-DD (Beijing); the tab's default day when absent */
  date?: string;
  tab?: ListTab;
  /** league ids to show; the others come back with isShow 0 */
  leagues?: number[];
  /** for the 关注 tab: the followed match ids */
  ids?: number[];
}

export type LotteryList = 'all' | 'jczq' | 'bjdc';

export interface LiveProvider {
  /** changes whenever any answer may change (the engine's tick count); lets routes cache serialised answers */
  version?(): number;
  footballList(q: ListQuery): FootballListMatch[];
  lotteryList(list: LotteryList, date?: string): FootballListMatch[];
  basketballList(q: ListQuery): BasketballListMatch[];
  leagueFilter(sport: Sport, q: ListQuery): LeagueFilterGroup[];
  footballHeader(id: number): FootballMatchHeader | undefined;
  footballTextLive(id: number): FootballTextLive | undefined;
  /** 攻势 and 胜率 per minute played (match-trend.ts) */
  footballTrend(id: number): FootballTrend | undefined;
  /** 阵容 and 评分 (match-lineup.ts) */
  footballLineup(id: number): FootballLineup | undefined;
  future(id: number): AnalysisFuture | undefined;
  table(q: { id?: number; leagueId?: number }): LeagueTable | undefined;
  history(id: number): AnalysisHistory | undefined;
  tvList(): TvMatch[];
  /** undefined when there is no such match of that sport */
  odds(sport: Sport, id: number, type: OddsType): OddsRow[] | undefined;
  oddsHistory(sport: Sport, id: number, companyId: number, type: OddsType): OddsHistoryRow[] | undefined;
  companies(): OddsCompany[];
  basketballDetail(id: number): BasketballDetail | undefined;
  /** 篮球阵容与数据统计 (box-score.ts) */
  basketballBoxScore(id: number): BasketballBoxScore | undefined;
  hot(): HotList;
  /** The hot list with these teams' next matches (live or upcoming) first, soonest first, in `followed`. */
  hotFor(teamIds: number[]): HotList;
  snapshot(topic: Topic): LiveSnapshot | undefined;
  /** the realtime stream: one batch of changes per engine tick */
  onTick(listener: TickListener): () => void;
}
