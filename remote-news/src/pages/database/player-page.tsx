/** /database/player/zq and /database/player/lq: profile, team and club, goals per competition, ratings, each goal. */
import type { DbPlayer, Sport } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { Avatar, Empty, NavBar } from '@kickoff/shared/ui';
import { usePlayer } from '../../features/database/hooks/use-database';
import { idParam, leaguePath, seasonLabel, teamPath } from '../../features/database/links';
import { MatchRow } from '../../features/database/match-row';
import { PlayerRatings } from '../../features/database/player-ratings';
import { databaseState } from '../../features/database/state-props';
import shared from '../../features/database/database.module.css';

const POSITIONS: Record<string, string> = { GK: '门将', DF: '后卫', MF: '中场', FW: '前锋' };

/** age in whole years on a given day */
function ageOn(born: string, now: Date): number {
  const [y, m, d] = born.split('-').map(Number) as [number, number, number];
  const before = now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d);
  return now.getFullYear() - y - (before ? 1 : 0);
}

function Player({ p }: { p: DbPlayer }) {
  const totalGoals = p.competitions.reduce((n, c) => n + c.goals, 0);
  // basketball has no player scoring in any source: no goal columns (the page's notes say so)
  const football = p.sport === 'football';
  return (
    <>
      <header className={shared.hero}>
        <Avatar name={p.name} size={1.1} />
        <div>
          <h2 className={shared.heroName}>{p.name}</h2>
          <p className={shared.heroSub}>
            <Link to={teamPath(p.sport, p.team.id)}>{p.team.name}</Link>
            {p.number ? ` · ${p.number} 号` : ''}
            {p.position ? ` · ${POSITIONS[p.position] ?? p.position}` : ''}
          </p>
        </div>
      </header>
      <section className={shared.section} aria-label="球员资料">
        <dl className={shared.facts}>
          <div>
            <dt>{p.nationalTeam ? '国家队' : '球队'}</dt>
            <dd>
              <Link to={teamPath(p.sport, p.team.id)}>{p.team.name}</Link>
            </dd>
          </div>
          {p.club && (
            <div>
              <dt>俱乐部</dt>
              <dd>{p.club}</dd>
            </div>
          )}
          {p.born && (
            <div>
              <dt>出生日期</dt>
              <dd>
                {p.born}（{ageOn(p.born, new Date())} 岁）
              </dd>
            </div>
          )}
          {football && (
            <div>
              <dt>进球</dt>
              <dd className={shared.strong} data-testid="db-player-goals">
                {totalGoals}
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className={shared.section} aria-label="各项赛事">
        <h2 className={shared.heading}>各项赛事</h2>
        {p.competitions.length ? (
          <table className={shared.stats}>
            <thead>
              <tr>
                <th>赛事</th>
                <th>球队</th>
                <th>球队场次</th>
                {football && <th>进球</th>}
                {football && <th>点球</th>}
              </tr>
            </thead>
            <tbody>
              {p.competitions.map((c) => (
                <tr key={`${c.league.id}-${c.season}`}>
                  <td>
                    <Link to={leaguePath(p.sport, c.league.id, c.season)}>
                      {c.league.name} {seasonLabel(c.league.id, c.season)}
                    </Link>
                  </td>
                  <td>{c.team.name}</td>
                  <td>{c.teamMatches}</td>
                  {football && <td className={shared.strong}>{c.goals}</td>}
                  {football && <td>{c.penalties}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty text="暂无赛事记录" />
        )}
      </section>
      <PlayerRatings p={p} />
      {p.goals.length > 0 && (
        <section className={shared.section} aria-label="进球记录">
          <h2 className={shared.heading}>进球记录</h2>
          <ul className={shared.list}>
            {p.goals.map((g) => (
              <li key={`${g.match.id}-${g.minute}`} data-testid="db-player-goal">
                <span className={shared.minute}>
                  第 {g.minute} 分钟{g.kind === 'penalty' ? '（点球）' : ''}
                </span>
                <ul className={shared.list}>
                  <MatchRow match={g.match} sport={p.sport} showLeague />
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className={shared.notes} aria-label="数据说明">
        {p.missing.map((m) => (
          <li key={m}>说明：{m}</li>
        ))}
      </ul>
    </>
  );
}

export default function PlayerPage({ sport }: { sport: Sport }) {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const loaded = usePlayer(id);
  const wrongSport = loaded.data && loaded.data.sport !== sport;
  return (
    <main className={shared.page}>
      <NavBar title={sport === 'football' ? '足球球员' : '篮球球员'} />
      <DataState
        state={loaded}
        {...databaseState({ given: params.has('id'), id, missing: '暂无球员资料', notFound: '该球员不存在' })}
      >
        {(p) => (wrongSport ? <Empty text="该球员不存在" /> : <Player p={p} />)}
      </DataState>
    </main>
  );
}
