/**
 * /database/detail (football) and /database/detail/lq (basketball): one competition's season —
 * the table computed from results, fixtures and results by round, top scorers, a season switcher.
 */
import { useState } from 'react';
import type { DbLeague, Sport } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { useLeague } from '../../features/database/hooks/use-database';
import { idParam, playerPath, seasonLabel, teamPath } from '../../features/database/links';
import { MatchRow } from '../../features/database/match-row';
import { databaseState } from '../../features/database/state-props';
import { StandingsTable } from '../../features/database/standings-table';
import shared from '../../features/database/database.module.css';

type Tab = 'table' | 'rounds' | 'scorers';

function Rounds({ page, sport }: { page: DbLeague; sport: Sport }) {
  const [at, setAt] = useState(page.currentRound);
  const index = Math.min(at, page.rounds.length - 1);
  const round = page.rounds[index];
  if (!round) return <Empty text="暂无赛程" />;
  return (
    <section className={shared.section} aria-label="赛程赛果">
      <div className={shared.toolbar}>
        <button type="button" className={shared.pager} disabled={index <= 0} onClick={() => setAt(index - 1)}>
          上一轮
        </button>
        <span className={shared.grow} data-testid="db-round">
          {round.name}
        </span>
        <button
          type="button"
          className={shared.pager}
          disabled={index >= page.rounds.length - 1}
          onClick={() => setAt(index + 1)}
        >
          下一轮
        </button>
      </div>
      <ul className={shared.list}>
        {round.matches.map((m) => (
          <MatchRow key={m.id} match={m} sport={sport} />
        ))}
      </ul>
    </section>
  );
}

function Scorers({ page }: { page: DbLeague }) {
  if (!page.scorers.length) return <Empty text="暂无射手数据" />;
  return (
    <section className={shared.section} aria-label="射手榜">
      <ul className={shared.list}>
        {page.scorers.map((s) => (
          <li key={`${s.name}-${s.team.id}`} className={shared.row} data-testid="db-scorer">
            <span className={shared.num}>{s.rank}</span>
            <span className={shared.rowMain}>
              {s.player ? <Link to={playerPath('football', s.player.id)}>{s.name}</Link> : s.name}
              <br />
              <Link className={shared.rowSub} to={teamPath('football', s.team.id)}>
                {s.team.name}
              </Link>
            </span>
            <span className={shared.rowSub}>{s.penalties ? `点球 ${s.penalties}` : ''}</span>
            <span className={shared.strong}>{s.goals} 球</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function League({ page }: { page: DbLeague }) {
  const [, setParams] = useSearchParams();
  const sport = page.competition.sport;
  const [tab, setTab] = useState<Tab>(page.groups.length ? 'table' : 'rounds');
  const tabs: Array<{ key: Tab; label: string }> = [
    ...(page.groups.length ? [{ key: 'table' as const, label: '积分榜' }] : []),
    { key: 'rounds', label: '赛程赛果' },
    ...(sport === 'football' ? [{ key: 'scorers' as const, label: '射手榜' }] : []),
  ];
  return (
    <>
      <div className={shared.toolbar}>
        <span className={shared.grow}>{page.competition.fullName}</span>
        {page.competition.seasons.length > 1 ? (
          <select
            className={shared.select}
            aria-label="赛季"
            value={page.season}
            onChange={(e) => setParams({ id: String(page.competition.id), season: e.target.value }, { replace: true })}
          >
            {page.competition.seasons.map((s) => (
              <option key={s} value={s}>
                {seasonLabel(page.competition.id, s)} 赛季
              </option>
            ))}
          </select>
        ) : (
          <span>{seasonLabel(page.competition.id, page.season)} 赛季</span>
        )}
      </div>
      <Tabs label="赛事资料" items={tabs} active={tab} onChange={setTab} />
      {tab === 'table' && <StandingsTable groups={page.groups} zones={page.zones} sport={sport} />}
      {tab === 'rounds' && <Rounds key={page.season} page={page} sport={sport} />}
      {tab === 'scorers' && <Scorers page={page} />}
      {page.missing.length > 0 && (
        <ul className={shared.notes} aria-label="数据说明">
          {page.missing.map((m) => (
            <li key={m}>说明：{m}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function LeaguePage({ sport }: { sport: Sport }) {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const season = idParam(params.get('season')) ?? undefined;
  const loaded = useLeague(id, season);
  const wrongSport = loaded.data && loaded.data.competition.sport !== sport;
  return (
    <main className={shared.page}>
      <NavBar
        title={
          loaded.data && !wrongSport ? loaded.data.competition.name : sport === 'football' ? '赛事资料' : '篮球赛事资料'
        }
      />
      <DataState
        state={loaded}
        {...databaseState({
          given: params.has('id'),
          id,
          missing: '暂无赛事资料，请从资料库选择赛事',
          notFound: '该赛事不存在或暂无该赛季资料',
        })}
      >
        {(page) =>
          wrongSport ? (
            <Empty text="该赛事不存在或暂无该赛季资料" />
          ) : (
            <League key={`${page.competition.id}-${page.season}`} page={page} />
          )
        }
      </DataState>
    </main>
  );
}
