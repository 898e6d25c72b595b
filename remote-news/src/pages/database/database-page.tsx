/**
 * /database: competitions of football and basketball by region, with a letter index and a
 * search — the engine's reference competitions and every imported openfootball one.
 */
import { useMemo, useState } from 'react';
import type { DbCompetition, Sport } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { NavBar, Tabs, TeamCrest } from '@kickoff/shared/ui';
import { useCompetitions } from '../../features/database/hooks/use-database';
import { leaguePath, seasonLabel } from '../../features/database/links';
import shared from '../../features/database/database.module.css';
import styles from './database-page.module.css';
import { newsErrorText } from '../../lib/error-text';

const REGION_ORDER = ['国际', '欧洲', '亚洲', '美洲', '其他'];

function CompetitionRow({ c }: { c: DbCompetition }) {
  const latest = c.seasons[0];
  return (
    <li>
      <Link className={shared.row} to={leaguePath(c.sport, c.id)} data-testid="db-competition">
        <TeamCrest name={c.name} size={0.5} />
        <span className={shared.rowMain}>
          {c.name}
          <span className={shared.rowSub}> {c.fullName}</span>
          <br />
          <span className={shared.rowSub}>
            {c.teams} 队 · {latest !== undefined ? `${seasonLabel(c.id, latest)} 赛季` : '暂无赛果'}
            {c.sources.includes('openfootball') ? ' · 含 openfootball 真实赛果' : ''}
          </span>
        </span>
        <span className={styles.letter}>{c.letter}</span>
      </Link>
    </li>
  );
}

export default function DatabasePage() {
  const [params, setParams] = useSearchParams();
  const sport: Sport = params.get('sport') === 'lq' ? 'basketball' : 'football';
  const [query, setQuery] = useState('');
  const [letter, setLetter] = useState<string | null>(null);
  const q = query.trim().slice(0, 20);
  const list = useCompetitions(sport, q);
  const letters = useMemo(() => [...new Set((list.data ?? []).map((c) => c.letter))].sort(), [list.data]);
  const shown = (list.data ?? []).filter((c) => !letter || c.letter === letter);
  const regions = REGION_ORDER.map((r) => ({ region: r, items: shown.filter((c) => c.region === r) })).filter(
    (g) => g.items.length,
  );
  return (
    <main className={shared.page}>
      <NavBar title="资料库" />
      <Tabs
        label="项目"
        items={[
          { key: 'zq', label: '足球' },
          { key: 'lq', label: '篮球' },
        ]}
        active={sport === 'football' ? 'zq' : 'lq'}
        onChange={(k) => {
          setLetter(null);
          setParams(k === 'lq' ? { sport: 'lq' } : {}, { replace: true });
        }}
      />
      <div className={shared.toolbar}>
        <input
          className={styles.search}
          type="search"
          placeholder="搜索赛事，如 英超、NBA"
          aria-label="搜索赛事"
          maxLength={20}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {letters.length > 1 && (
        <nav className={styles.index} aria-label="首字母索引">
          <button type="button" className={letter === null ? styles.on : undefined} onClick={() => setLetter(null)}>
            全部
          </button>
          {letters.map((l) => (
            <button
              key={l}
              type="button"
              className={letter === l ? styles.on : undefined}
              aria-pressed={letter === l}
              onClick={() => setLetter(letter === l ? null : l)}
            >
              {l}
            </button>
          ))}
        </nav>
      )}
      <DataState
        state={list}
        isEmpty={() => regions.length === 0}
        emptyText={q ? `没有找到“${q}”相关的赛事` : '暂无赛事资料'}
        errorText={newsErrorText}
      >
        {() =>
          regions.map((g) => (
            <section key={g.region} className={shared.section} aria-label={g.region}>
              <h2 className={shared.heading}>{g.region}</h2>
              <ul className={shared.list}>
                {g.items.map((c) => (
                  <CompetitionRow key={c.id} c={c} />
                ))}
              </ul>
            </section>
          ))
        }
      </DataState>
    </main>
  );
}
