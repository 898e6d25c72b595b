/** The LiveProvider over the built-in engine: every query reads the engine's in-memory state. */
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
  LiveSnapshot,
  MatchSummary,
  OddsCompany,
  OddsHistoryRow,
  OddsRow,
  OddsType,
  Sport,
  Topic,
  TvMatch,
} from '@kickoff/shared/contracts';
import {
  BASKETBALL_STATUS,
  FOOTBALL_STATUS,
  isBasketballFinished,
  isBasketballLive,
  isFinished,
  isFootballFinished,
  isFootballLive,
  isLive,
  isUpcoming,
} from '@kickoff/shared/contracts';
import { addDays, beijingDate } from './clock';
import { scriptFor, type LiveEngine, type TickListener } from './engine';
import { COMPANIES } from './odds-model';
import { footballTrend } from './match-trend';
import { footballLineup } from './match-lineup';
import { basketballBoxScore } from './box-score';
import { rngFor } from './prng';
import { currentSeasonResults, leagueTable, pastResults } from './analysis';
import type { ImportedSeasons } from './import/imported-results';
import { oddsKey, oddsRow, type MatchRuntime } from './match-runtime';
import type { ListQuery, LiveProvider, LotteryList } from './provider';
import { leagueById } from './reference/clubs';
import {
  basketballDetail,
  basketballRow,
  footballHeader,
  footballRow,
  footballTextLive,
  leagueRef,
  teamRef,
} from './views';

const RANK_TTL_MS = 30_000;

/** js: live first, then upcoming, then finished, then the abnormal ones; each by kick-off. */
function listOrder(live: (s: number) => boolean, finished: (s: number) => boolean) {
  const group = (s: number) => (live(s) ? 0 : isUpcoming(s) ? 1 : finished(s) ? 2 : 3);
  return (a: { s: number; ot: number; id: number }, b: { s: number; ot: number; id: number }) =>
    group(a.s) - group(b.s) || a.ot - b.ot || a.id - b.id;
}
const fbOrder = listOrder(isFootballLive, isFootballFinished);
const bbOrder = listOrder(isBasketballLive, isBasketballFinished);

function salesDay(unixSeconds: number): string {
  return beijingDate(unixSeconds * 1000 - 12 * 3600_000);
}

/** The steps of a match's script played so far (the script rebuilt when the runtime holds none). */
const playedSteps = (m: MatchRuntime) => (m.script ?? scriptFor(m.fx, m.cursor)).steps.slice(0, m.cursor);

export class EngineProvider implements LiveProvider {
  private ranks: { at: number; map: Map<number, number> } | null = null;
  private readonly tables = new Map<string, { at: number; table: LeagueTable }>();

  private readonly memo = new Map<string, { version: number; value: unknown }>();
  /** a match's trend changes only when a step is applied: kept per match with the cursor it was folded at */
  private readonly trends = new Map<number, { cursor: number; value: FootballTrend }>();
  /** the same for a lineup, which also changes once when it is published */
  private readonly lineups = new Map<number, { cursor: number; published: boolean; value: FootballLineup }>();
  private readonly boxScores = new Map<number, { cursor: number; value: BasketballBoxScore }>();

  /**
   * `imported`: real past seasons for the analysis tab (see analysis.ts); `fedTable`: a data feed's
   * table of a league it covers (feeds/), used instead of the table computed from results.
   */
  constructor(
    readonly engine: LiveEngine,
    private readonly imported: ImportedSeasons = new Map(),
    private readonly fedTable?: (leagueId: number) => LeagueTable | undefined,
  ) {}

  version(): number {
    return this.engine.version;
  }

  /** Lists only change when the engine ticks: answer repeated calls from the same tick at once. */
  private cached<T>(key: string, make: () => T): T {
    const hit = this.memo.get(key);
    if (hit && hit.version === this.engine.version) return hit.value as T;
    const value = make();
    if (this.memo.size > 200) this.memo.clear();
    this.memo.set(key, { version: this.engine.version, value });
    return value;
  }

  private today(): string {
    return beijingDate(this.engine.clock.now());
  }

  private of(sport: Sport, date: string): MatchRuntime[] {
    const out: MatchRuntime[] = [];
    for (const m of this.engine.matches.values()) if (m.fx.sport === sport && m.fx.date === date) out.push(m);
    return out;
  }

  private status(m: MatchRuntime): number {
    return m.fb?.s ?? m.bb?.s ?? 0;
  }

  private pick(sport: Sport, q: ListQuery): MatchRuntime[] {
    const tab = q.tab ?? 'js';
    const today = this.today();
    if (tab === 'gz') {
      const ids = new Set(q.ids ?? []);
      return [...this.engine.matches.values()].filter((m) => m.fx.sport === sport && ids.has(m.fx.id));
    }
    const finished = sport === 'football' ? 8 : 10;
    if (tab === 'sg') {
      // results: what has ended (including abandoned/cancelled) on that day
      return this.of(sport, q.date ?? addDays(today, -1)).filter((m) => {
        const s = this.status(m);
        return s === finished || (sport === 'football' ? [11, 12] : [12, 14]).includes(s);
      });
    }
    if (tab === 'sc') return this.of(sport, q.date ?? addDays(today, 1)).filter((m) => this.status(m) !== finished);
    return this.of(sport, q.date ?? today);
  }

  private rankMap(): Map<number, number> {
    const now = this.engine.clock.now();
    if (this.ranks && now - this.ranks.at < RANK_TTL_MS) return this.ranks.map;
    const map = new Map<number, number>();
    for (const league of [...new Set([...this.engine.matches.values()].map((m) => m.fx.leagueId))]) {
      const l = leagueById(league);
      if (!l || l.cup || l.sport !== 'football' || league === 103) continue;
      for (const row of this.leagueTableOf(league).rows) map.set(row.team.id, row.rank);
    }
    this.ranks = { at: now, map };
    return map;
  }

  footballList(q: ListQuery): FootballListMatch[] {
    return this.cached(`fb:${JSON.stringify(q)}`, () => this.buildFootballList(q));
  }

  private buildFootballList(q: ListQuery): FootballListMatch[] {
    const ranks = this.rankMap();
    const show = q.leagues?.length ? new Set(q.leagues) : null;
    return this.pick('football', q)
      .map((m) => {
        const row = footballRow(m, this.engine.speed, ranks);
        if (show && !show.has(row.li)) row.isShow = 0;
        return row;
      })
      .sort(fbOrder);
  }

  lotteryList(list: LotteryList, date?: string): FootballListMatch[] {
    const day = date ?? salesDay(this.engine.clock.now() / 1000);
    const ranks = this.rankMap();
    const rows: FootballListMatch[] = [];
    for (const m of this.engine.matches.values()) {
      if (m.fx.sport !== 'football' || salesDay(m.fx.ot) !== day) continue;
      const on = list === 'jczq' ? m.fx.jczq : list === 'bjdc' ? m.fx.bjdc : (m.fx.jczq ?? m.fx.bjdc);
      if (on) rows.push(footballRow(m, this.engine.speed, ranks));
    }
    const key = (r: FootballListMatch) => (list === 'bjdc' ? r.bjdc : (r.jczq ?? r.bjdc)) ?? '';
    return rows.sort((a, b) => (list === 'all' ? a.ot - b.ot || a.id - b.id : key(a).localeCompare(key(b))));
  }

  basketballList(q: ListQuery): BasketballListMatch[] {
    return this.cached(`bb:${JSON.stringify(q)}`, () => this.buildBasketballList(q));
  }

  private buildBasketballList(q: ListQuery): BasketballListMatch[] {
    const show = q.leagues?.length ? new Set(q.leagues) : null;
    return this.pick('basketball', q)
      .map((m) => {
        const row = basketballRow(m);
        if (show && !show.has(row.li)) row.isShow = 0;
        return row;
      })
      .sort(bbOrder);
  }

  leagueFilter(sport: Sport, q: ListQuery): LeagueFilterGroup[] {
    const counts = new Map<number, number>();
    for (const m of this.pick(sport, { ...q, leagues: undefined }))
      counts.set(m.fx.leagueId, (counts.get(m.fx.leagueId) ?? 0) + 1);
    const checked = q.leagues?.length ? new Set(q.leagues) : null;
    const groups = new Map<string, LeagueFilterGroup>();
    for (const [leagueId, count] of counts) {
      const l = leagueById(leagueId);
      if (!l) continue;
      const group = groups.get(l.letter) ?? { letter: l.letter, countList: [] };
      group.countList.push({
        leagueId,
        name: l.name,
        count,
        isChecked: checked ? checked.has(leagueId) : true,
        hot: l.hot,
      });
      groups.set(l.letter, group);
    }
    for (const g of groups.values()) g.countList.sort((a, b) => b.count - a.count || a.leagueId - b.leagueId);
    return [...groups.values()].sort((a, b) => a.letter.localeCompare(b.letter));
  }

  private football(id: number): MatchRuntime | undefined {
    const m = this.engine.matches.get(id);
    return m?.fb ? m : undefined;
  }

  footballHeader(id: number): FootballMatchHeader | undefined {
    const m = this.football(id);
    return m ? footballHeader(m, this.engine.speed) : undefined;
  }

  footballTextLive(id: number): FootballTextLive | undefined {
    const m = this.football(id);
    return m ? footballTextLive(m) : undefined;
  }

  footballTrend(id: number): FootballTrend | undefined {
    const m = this.football(id);
    if (!m) return undefined;
    const hit = this.trends.get(id);
    if (hit && hit.cursor === m.cursor) return hit.value;
    // the script is a pure function of the fixture: a finished match's is rebuilt to fold it
    const value = footballTrend(playedSteps(m), rngFor(m.fx.seed, 'shots', m.fx.id));
    if (this.trends.size > 200) this.trends.clear();
    this.trends.set(id, { cursor: m.cursor, value });
    return value;
  }

  footballLineup(id: number): FootballLineup | undefined {
    const m = this.football(id);
    if (!m) return undefined;
    const now = this.engine.clock.now() / 1000;
    const hit = this.lineups.get(id);
    if (hit && hit.cursor === m.cursor && hit.published === now >= hit.value.publishAt) return hit.value;
    const value = footballLineup(m.fx, playedSteps(m), now);
    if (this.lineups.size > 200) this.lineups.clear();
    this.lineups.set(id, { cursor: m.cursor, published: value.published, value });
    return value;
  }

  private summary(m: MatchRuntime): MatchSummary {
    const s = this.status(m);
    const sport = m.fb ? 'football' : 'basketball';
    const played = isFinished(sport, s) || isLive(sport, s);
    const sc = m.fb?.sc ?? m.bb?.sc ?? [0, 0];
    return {
      id: m.fx.id,
      ot: m.fx.ot,
      league: leagueRef(m.fx.leagueId),
      home: teamRef(m.fx.homeId),
      away: teamRef(m.fx.awayId),
      sc: played ? [sc[0], sc[1]] : null,
      hsc: m.fb?.hsc ? [m.fb.hsc[0], m.fb.hsc[1]] : null,
    };
  }

  future(id: number): AnalysisFuture | undefined {
    const m = this.football(id);
    if (!m) return undefined;
    const next = (teamId: number) =>
      [...this.engine.matches.values()]
        .filter(
          (x) => x.fb && x.fx.id !== id && x.fx.ot > m.fx.ot && (x.fx.homeId === teamId || x.fx.awayId === teamId),
        )
        .sort((a, b) => a.fx.ot - b.fx.ot)
        .slice(0, 5)
        .map((x) => this.summary(x));
    return { home: next(m.fx.homeId), away: next(m.fx.awayId) };
  }

  /** Finished engine matches of a league, as summaries. */
  private finishedOf(leagueId: number): MatchSummary[] {
    return [...this.engine.matches.values()]
      .filter((m) => m.fb && m.fx.leagueId === leagueId && isFootballFinished(m.fb.s))
      .map((m) => this.summary(m));
  }

  private leagueTableOf(leagueId: number): LeagueTable {
    const fed = this.fedTable?.(leagueId);
    if (fed) return fed;
    const now = this.engine.clock.now();
    const cached = this.tables.get(String(leagueId));
    if (cached && now - cached.at < RANK_TTL_MS) return cached.table;
    const results = [
      ...currentSeasonResults(this.engine.seed, leagueId, this.today(), this.imported),
      ...this.finishedOf(leagueId),
    ];
    const table = { league: leagueRef(leagueId), rows: leagueTable(leagueId, results) };
    this.tables.set(String(leagueId), { at: now, table });
    return table;
  }

  table(q: { id?: number; leagueId?: number }): LeagueTable | undefined {
    const leagueId = q.leagueId ?? (q.id !== undefined ? this.football(q.id)?.fx.leagueId : undefined);
    if (leagueId === undefined) return undefined;
    const league = leagueById(leagueId);
    if (!league || league.sport !== 'football') return undefined;
    // a cup has no table: its clubs are shown in their own league's table
    const tableLeague =
      league.cup && q.id !== undefined ? ((this.football(q.id)?.fx.homeId ?? 0) / 1000) | 0 : leagueId;
    return this.leagueTableOf(tableLeague);
  }

  history(id: number): AnalysisHistory | undefined {
    const m = this.football(id);
    if (!m) return undefined;
    const today = this.today();
    const leagues = new Set([m.fx.leagueId, (m.fx.homeId / 1000) | 0, (m.fx.awayId / 1000) | 0]);
    const all: MatchSummary[] = [];
    for (const l of leagues) all.push(...pastResults(this.engine.seed, l, today, this.imported), ...this.finishedOf(l));
    const seen = new Set<number>();
    const past = all
      .filter((s) => s.sc && s.ot < m.fx.ot && !seen.has(s.id) && seen.add(s.id))
      .sort((a, b) => b.ot - a.ot);
    const involves = (s: MatchSummary, team: number) => s.home.id === team || s.away.id === team;
    return {
      h2h: past.filter((s) => involves(s, m.fx.homeId) && involves(s, m.fx.awayId)).slice(0, 10),
      homeRecent: past.filter((s) => involves(s, m.fx.homeId)).slice(0, 10),
      awayRecent: past.filter((s) => involves(s, m.fx.awayId)).slice(0, 10),
    };
  }

  tvList(): TvMatch[] {
    const today = this.today();
    const out: TvMatch[] = [];
    for (const m of this.engine.matches.values()) {
      if (m.fx.date !== today || (!m.fx.hasVideo && !m.fx.hasAnim)) continue;
      const s = this.status(m);
      // over, or not to be played today
      if (s >= (m.fb ? FOOTBALL_STATUS.FINISHED : BASKETBALL_STATUS.FINISHED)) continue;
      const sc = m.fb?.sc ?? m.bb?.sc ?? [0, 0];
      out.push({
        id: m.fx.id,
        sport: m.fx.sport,
        ot: m.fx.ot,
        league: leagueRef(m.fx.leagueId),
        home: teamRef(m.fx.homeId),
        away: teamRef(m.fx.awayId),
        s,
        sc: [sc[0], sc[1]],
        hasVideo: m.fx.hasVideo,
        hasAnim: m.fx.hasAnim,
      });
    }
    return out.sort((a, b) => a.ot - b.ot || a.id - b.id);
  }

  private ofSport(sport: Sport, id: number): MatchRuntime | undefined {
    const m = this.engine.matches.get(id);
    return m && m.fx.sport === sport ? m : undefined;
  }

  odds(sport: Sport, id: number, type: OddsType): OddsRow[] | undefined {
    const m = this.ofSport(sport, id);
    if (!m) return undefined;
    return COMPANIES.map((c) => m.odds.get(oddsKey(c.companyId, type)))
      .filter((b) => b !== undefined)
      .map(oddsRow);
  }

  oddsHistory(sport: Sport, id: number, companyId: number, type: OddsType): OddsHistoryRow[] | undefined {
    const m = this.ofSport(sport, id);
    if (!m || !COMPANIES.some((c) => c.companyId === companyId)) return undefined;
    // newest first, as the history table reads
    return [...(m.odds.get(oddsKey(companyId, type))?.history ?? [])].reverse();
  }

  companies(): OddsCompany[] {
    return COMPANIES.map(({ companyId, nameZh }) => ({ companyId, nameZh }));
  }

  basketballDetail(id: number): BasketballDetail | undefined {
    const m = this.ofSport('basketball', id);
    return m ? basketballDetail(m) : undefined;
  }

  basketballBoxScore(id: number): BasketballBoxScore | undefined {
    const m = this.ofSport('basketball', id);
    if (!m) return undefined;
    const hit = this.boxScores.get(id);
    if (hit && hit.cursor === m.cursor) return hit.value;
    const value = basketballBoxScore(m.fx, playedSteps(m));
    if (this.boxScores.size > 200) this.boxScores.clear();
    this.boxScores.set(id, { cursor: m.cursor, value });
    return value;
  }

  hot(): HotList {
    return {
      football: this.footballList({ tab: 'js' }).filter((r) => r.hot),
      basketball: this.basketballList({ tab: 'js' }).filter((r) => r.hot),
    };
  }

  hotFor(teamIds: number[]): HotList {
    const hot = this.hot();
    const teams = new Set(teamIds);
    const next = new Map<number, MatchRuntime>();
    for (const m of this.engine.matches.values()) {
      const s = this.status(m);
      if (!isLive(m.fx.sport, s) && !isUpcoming(s)) continue;
      for (const team of [m.fx.homeId, m.fx.awayId]) {
        const held = next.get(team);
        if (teams.has(team) && (!held || m.fx.ot < held.fx.ot)) next.set(team, m);
      }
    }
    const mine = [...new Set(next.values())].sort((a, b) => a.fx.ot - b.fx.ot || a.fx.id - b.fx.id);
    if (!mine.length) return hot;
    const ids = new Set(mine.map((m) => m.fx.id));
    const ranks = this.rankMap();
    const of = (sport: Sport) => mine.filter((m) => m.fx.sport === sport);
    return {
      football: [
        ...of('football').map((m) => footballRow(m, this.engine.speed, ranks)),
        ...hot.football.filter((r) => !ids.has(r.id)),
      ],
      basketball: [...of('basketball').map(basketballRow), ...hot.basketball.filter((r) => !ids.has(r.id))],
      followed: [...ids],
    };
  }

  snapshot(topic: Topic): LiveSnapshot | undefined {
    if (topic === 'list:football') return { topic, football: this.footballList({ tab: 'js' }) };
    if (topic === 'list:basketball') return { topic, basketball: this.basketballList({ tab: 'js' }) };
    const match = /^match:(\d+)$/.exec(topic);
    if (!match) return undefined;
    const id = Number(match[1]);
    const m = this.engine.matches.get(id);
    if (!m) return undefined;
    const t = topic as `match:${number}`;
    if (m.fb) {
      return {
        topic: t,
        sport: 'football',
        header: footballHeader(m, this.engine.speed),
        textLive: footballTextLive(m),
        odds: this.odds('football', id, 1) ?? [],
      };
    }
    return { topic: t, sport: 'basketball', detail: basketballDetail(m), odds: this.odds('basketball', id, 1) ?? [] };
  }

  onTick(listener: TickListener): () => void {
    return this.engine.onTick(listener);
  }
}
