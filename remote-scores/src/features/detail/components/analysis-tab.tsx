/** 分析: head-to-head, recent form chips, the league table with both teams marked, future fixtures. */
import type {
  AnalysisFuture,
  AnalysisHistory,
  FootballMatchHeader,
  LeagueTable,
  MatchSummary,
  TeamRef,
} from '@kickoff/shared/contracts';
import { scoresErrorText } from '../../../components/offline-bar';
import { analysisFuture, analysisHistory, analysisTable } from '../api';
import { DataState, useData } from '@kickoff/shared/data';
import { shortDate } from '@kickoff/shared/time';
import { pair } from '../../../lib/format';
import { OUTCOME_LABELS, outcomeFor, tally, type Outcome } from '../../../lib/form';
import styles from './analysis-tab.module.css';
import { leagueInk } from '../../../components/league-ink';
import ink from '../../../components/league-ink.module.css';

const chipClass: Record<Outcome, string> = { W: styles.chipW!, D: styles.chipD!, L: styles.chipL! };

function Matches({ list, teamId, empty }: { list: MatchSummary[]; teamId?: number; empty: string }) {
  if (list.length === 0) return <p className={styles.sub}>{empty}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>日期</th>
          <th>赛事</th>
          <th>主队</th>
          <th>比分</th>
          <th>客队</th>
          {teamId ? <th>结果</th> : null}
        </tr>
      </thead>
      <tbody>
        {list.map((m) => {
          const o = teamId ? outcomeFor(teamId, m) : null;
          return (
            <tr key={m.id}>
              <td>{shortDate(m.ot)}</td>
              <td className={ink.ink} style={leagueInk(m.league.color)}>
                {m.league.name}
              </td>
              <td>{m.home.name}</td>
              <td>
                <b>{m.sc ? pair(m.sc) : 'VS'}</b>
                {m.hsc ? <div>({pair(m.hsc)})</div> : null}
              </td>
              <td>{m.away.name}</td>
              {teamId ? (
                <td className={o ? styles[o.toLowerCase() as 'w' | 'd' | 'l'] : ''}>{o ? OUTCOME_LABELS[o] : '—'}</td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Form({ team, list }: { team: TeamRef; list: MatchSummary[] }) {
  const t = tally(team.id, list);
  return (
    <>
      <div className={styles.sub}>
        {team.name} 近{list.length}场 {t.W}胜{t.D}平{t.L}负
      </div>
      <div className={styles.chips} aria-label={`${team.name}近期战绩`}>
        {list.map((m) => {
          const o = outcomeFor(team.id, m);
          return o ? (
            <span
              key={m.id}
              className={`${styles.chip} ${chipClass[o]}`}
              title={`${m.home.name} ${pair(m.sc)} ${m.away.name}`}
            >
              {OUTCOME_LABELS[o]}
            </span>
          ) : null;
        })}
      </div>
      <Matches list={list} teamId={team.id} empty="暂无近期比赛" />
    </>
  );
}

export function AnalysisTab({ header }: { header: FootballMatchHeader }) {
  const id = header.id;
  const history = useData<AnalysisHistory>(['analysis-history', id], () => analysisHistory(id));
  const table = useData<LeagueTable>(['analysis-table', id], () => analysisTable(id));
  const future = useData<AnalysisFuture>(['analysis-future', id], () => analysisFuture(id));
  const h2h = tally(header.home.id, history.data?.h2h ?? []);
  const marked = new Set([header.home.id, header.away.id]);

  return (
    <div data-testid="analysis">
      <section className={styles.block} aria-label="历史交锋">
        <h3 className={styles.title}>历史交锋</h3>
        <DataState state={history} errorText={scoresErrorText}>
          {(got) => (
            <>
              <div className={styles.summary} data-testid="h2h-summary">
                <span>
                  {header.home.name} 近{got.h2h.length}次交锋
                </span>
                <span className={styles.w}>{h2h.W}胜</span>
                <span className={styles.d}>{h2h.D}平</span>
                <span className={styles.l}>{h2h.L}负</span>
              </div>
              <Matches list={got.h2h} teamId={header.home.id} empty="两队暂无交锋记录" />
            </>
          )}
        </DataState>
      </section>
      <section className={styles.block} aria-label="近期战绩">
        <h3 className={styles.title}>近期战绩</h3>
        <DataState state={history} errorText={scoresErrorText}>
          {(got) => (
            <>
              <Form team={header.home} list={got.homeRecent} />
              <Form team={header.away} list={got.awayRecent} />
            </>
          )}
        </DataState>
      </section>
      <section className={styles.block} aria-label="积分榜">
        <h3 className={styles.title}>积分榜{table.data ? ` · ${table.data.league.name}` : ''}</h3>
        <DataState
          state={table}
          isEmpty={(t) => t.rows.length === 0}
          emptyText="暂无积分榜"
          errorText={scoresErrorText}
        >
          {(t) => (
            <table className={styles.table} data-testid="league-table">
              <thead>
                <tr>
                  <th>排名</th>
                  <th className={styles.team}>球队</th>
                  <th>赛</th>
                  <th>胜</th>
                  <th>平</th>
                  <th>负</th>
                  <th>得/失</th>
                  <th>积分</th>
                </tr>
              </thead>
              <tbody>
                {t.rows.map((r) => (
                  <tr key={r.team.id} className={marked.has(r.team.id) ? styles.mark : ''}>
                    <td>{r.rank}</td>
                    <td className={styles.team}>{r.team.name}</td>
                    <td>{r.played}</td>
                    <td>{r.won}</td>
                    <td>{r.drawn}</td>
                    <td>{r.lost}</td>
                    <td>
                      {r.goalsFor}/{r.goalsAgainst}
                    </td>
                    <td>
                      <b>{r.points}</b>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </DataState>
      </section>
      <section className={styles.block} aria-label="未来赛程">
        <h3 className={styles.title}>未来赛程</h3>
        <DataState state={future} errorText={scoresErrorText}>
          {(got) => (
            <>
              <div className={styles.sub}>{header.home.name}</div>
              <Matches list={got.home} empty="暂无未来赛程" />
              <div className={styles.sub}>{header.away.name}</div>
              <Matches list={got.away} empty="暂无未来赛程" />
            </>
          )}
        </DataState>
      </section>
    </div>
  );
}
