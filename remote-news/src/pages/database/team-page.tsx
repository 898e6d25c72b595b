/**
 * /database/team/zq and /database/team/lq: crest with the 关注 toggle, info, season stats, recent and
 * next matches, squad.
 */
import type { DbTeam, Sport } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { Empty, NavBar, TeamCrest } from '@kickoff/shared/ui';
import { useTeam } from '../../features/database/hooks/use-database';
import { idParam, leaguePath, playerPath, seasonLabel } from '../../features/database/links';
import { MatchRow } from '../../features/database/match-row';
import { TeamFollowButton } from '../../features/database/team-follow-button';
import { databaseState } from '../../features/database/state-props';
import shared from '../../features/database/database.module.css';

function Team({ t }: { t: DbTeam }) {
  const football = t.sport === 'football';
  return (
    <>
      <header className={shared.hero}>
        <TeamCrest name={t.name} size={1.1} />
        <div>
          <h2 className={shared.heroName}>
            {t.flag ? `${t.flag} ` : ''}
            {t.name}
          </h2>
          <p className={shared.heroSub}>
            <Link to={leaguePath(t.sport, t.league.id)}>{t.league.name}</Link>
            {t.english ? ` · ${t.english}` : ''}
          </p>
        </div>
        <TeamFollowButton teamId={t.id} />
      </header>
      <section className={shared.section} aria-label="球队信息">
        <dl className={shared.facts}>
          {t.code && (
            <div>
              <dt>FIFA 代码</dt>
              <dd>{t.code}</dd>
            </div>
          )}
          {t.city && (
            <div>
              <dt>城市</dt>
              <dd>{t.city}</dd>
            </div>
          )}
          {t.venue && (
            <div>
              <dt>主场</dt>
              <dd>{t.venue}</dd>
            </div>
          )}
          <div>
            <dt>阵容人数</dt>
            <dd>{t.squad.length}</dd>
          </div>
        </dl>
      </section>
      {t.stats.length > 0 && (
        <section className={shared.section} aria-label="赛季数据">
          <h2 className={shared.heading}>赛季数据</h2>
          <table className={shared.stats} data-testid="db-team-stats">
            <thead>
              <tr>
                <th>赛事</th>
                <th>排名</th>
                <th>赛</th>
                <th>胜</th>
                {football && <th>平</th>}
                <th>负</th>
                <th>{football ? '进/失' : '得/失'}</th>
                {football && <th>积分</th>}
              </tr>
            </thead>
            <tbody>
              {t.stats.map((s) => (
                <tr key={`${s.league.id}-${s.season}`}>
                  <td>
                    <Link to={leaguePath(t.sport, s.league.id, s.season)}>
                      {s.league.name} {seasonLabel(s.league.id, s.season)}
                    </Link>
                  </td>
                  <td>{s.rank ?? '-'}</td>
                  <td>{s.played}</td>
                  <td>{s.won}</td>
                  {football && <td>{s.drawn}</td>}
                  <td>{s.lost}</td>
                  <td>
                    {s.goalsFor}/{s.goalsAgainst}
                  </td>
                  {football && <td className={shared.strong}>{s.points}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section className={shared.section} aria-label="近期赛果">
        <h2 className={shared.heading}>近期赛果</h2>
        {t.recent.length ? (
          <ul className={shared.list}>
            {t.recent.map((m) => (
              <MatchRow key={m.id} match={m} sport={t.sport} showLeague />
            ))}
          </ul>
        ) : (
          <Empty text="暂无赛果" />
        )}
      </section>
      <section className={shared.section} aria-label="未来赛程">
        <h2 className={shared.heading}>未来赛程</h2>
        {t.next.length ? (
          <ul className={shared.list}>
            {t.next.map((m) => (
              <MatchRow key={m.id} match={m} sport={t.sport} showLeague />
            ))}
          </ul>
        ) : (
          <Empty text="暂无赛程" />
        )}
      </section>
      <section className={shared.section} aria-label="阵容">
        <h2 className={shared.heading}>阵容</h2>
        <ul className={shared.list}>
          {t.squad.map((p) => (
            <li key={p.id}>
              <Link className={shared.row} to={playerPath(t.sport, p.id)} data-testid="db-squad-player">
                <span className={shared.num}>{p.number || '-'}</span>
                <span className={shared.rowMain}>{p.name}</span>
                <span className={shared.rowSub}>{p.position}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {t.missing.length > 0 && (
        <ul className={shared.notes} aria-label="数据说明">
          {t.missing.map((m) => (
            <li key={m}>说明：{m}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function TeamPage({ sport }: { sport: Sport }) {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const loaded = useTeam(id);
  const wrongSport = loaded.data && loaded.data.sport !== sport;
  return (
    <main className={shared.page}>
      <NavBar title={sport === 'football' ? '足球球队' : '篮球球队'} />
      <DataState
        state={loaded}
        {...databaseState({ given: params.has('id'), id, missing: '暂无球队资料', notFound: '该球队不存在' })}
      >
        {(t) => (wrongSport ? <Empty text="该球队不存在" /> : <Team t={t} />)}
      </DataState>
    </main>
  );
}
