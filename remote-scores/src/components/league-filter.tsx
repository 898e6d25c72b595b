/** The league filter (letter index, counts, checked state, 全选 / 反选 / 热门, 竞足 / 北单). */
import { useMemo, useRef, useState } from 'react';
import type { LeagueFilterGroup, Sport } from '@kickoff/shared/contracts';
import { Loader, ErrorView, Empty } from '@kickoff/shared/ui';
import {
  allLeagueIds,
  filterFromSelection,
  hiddenBy,
  hotIds,
  initialSelection,
  invert,
  type FilterKind,
  type ListFilter,
} from '../lib/league-filter';
import { Panel, panelStyles } from './panel';
import styles from './league-filter.module.css';

interface Props {
  sport: Sport;
  groups: LeagueFilterGroup[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  current: ListFilter;
  /** how many matches each lottery list holds today */
  lotteryCounts: { jczq: number; bjdc: number };
  onApply: (f: ListFilter, hotOnly: boolean) => void;
  onClose: () => void;
}

export function LeagueFilter({
  sport,
  groups,
  loading,
  error,
  onRetry,
  current,
  lotteryCounts,
  onApply,
  onClose,
}: Props) {
  const [kind, setKind] = useState<FilterKind>(
    current.kind === 'jczq' || current.kind === 'bjdc' ? current.kind : 'all',
  );
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [hotOnly, setHotOnly] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const list = useMemo(() => groups ?? [], [groups]);
  const chosen = useMemo(() => selected ?? initialSelection(list, current), [selected, list, current]);
  const hidden = hiddenBy(list, chosen);

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
    setHotOnly(false);
  };
  const jump = (letter: string) =>
    body.current?.querySelector(`[data-letter="${letter}"]`)?.scrollIntoView({ block: 'start' });

  const apply = () => {
    if (kind === 'jczq' || kind === 'bjdc') onApply({ kind, ids: [] }, false);
    else onApply(filterFromSelection(list, chosen), hotOnly);
  };

  const footer = (
    <>
      {kind === 'all' ? (
        <>
          <button
            type="button"
            className={panelStyles.btn}
            onClick={() => {
              setSelected(new Set(allLeagueIds(list)));
              setHotOnly(false);
            }}
          >
            全选
          </button>
          <button
            type="button"
            className={panelStyles.btn}
            onClick={() => {
              setSelected(invert(list, chosen));
              setHotOnly(false);
            }}
          >
            反选
          </button>
          <button
            type="button"
            className={panelStyles.btn}
            onClick={() => {
              setSelected(hotIds(list));
              setHotOnly(true);
            }}
          >
            热门
          </button>
          <span className={panelStyles.grow} data-testid="filter-hidden">
            隐藏{hidden}场
          </span>
        </>
      ) : (
        <span className={panelStyles.grow}>
          {kind === 'jczq' ? `竞足 ${lotteryCounts.jczq} 场` : `北单 ${lotteryCounts.bjdc} 场`}
        </span>
      )}
      <button type="button" className={`${panelStyles.btn} ${panelStyles.primary}`} onClick={apply}>
        确定
      </button>
    </>
  );

  return (
    <Panel title="赛事筛选" onClose={onClose} footer={footer}>
      <div ref={body}>
        {sport === 'football' ? (
          <div className={styles.kinds} role="radiogroup" aria-label="筛选方式">
            {(['all', 'jczq', 'bjdc'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={kind === k}
                className={`${styles.kind} ${kind === k ? styles.kindOn : ''}`}
                onClick={() => setKind(k)}
              >
                {k === 'all' ? '全部赛事' : k === 'jczq' ? '竞足' : '北单'}
              </button>
            ))}
          </div>
        ) : null}
        {kind !== 'all' ? (
          <p className={styles.lottery}>
            只显示{kind === 'jczq' ? '竞彩足球' : '北京单场'}在售的比赛，按彩票编号（如 周三001）排列。
          </p>
        ) : error && !groups ? (
          <ErrorView onRetry={onRetry} />
        ) : loading && !groups ? (
          <Loader />
        ) : list.length === 0 ? (
          <Empty text="暂无赛事" />
        ) : (
          <>
            <div className={styles.groups}>
              {list.map((g) => (
                <section key={g.letter} data-letter={g.letter} aria-label={`${g.letter} 开头的赛事`}>
                  <div className={styles.letter}>{g.letter}</div>
                  <div className={styles.chips}>
                    {g.countList.map((i) => {
                      const on = chosen.has(i.leagueId);
                      return (
                        <button
                          key={i.leagueId}
                          type="button"
                          role="checkbox"
                          aria-checked={on}
                          className={`${styles.chip} ${on ? styles.chipOn : ''}`}
                          onClick={() => toggle(i.leagueId)}
                        >
                          {i.name}
                          <span className={styles.count}>{i.count}</span>
                        </button>
                      );
                    })}
                  </div>
                </section>
              ))}
            </div>
            <nav className={styles.index} aria-label="字母索引">
              {list.map((g) => (
                <button key={g.letter} type="button" onClick={() => jump(g.letter)} aria-label={`跳到 ${g.letter}`}>
                  {g.letter}
                </button>
              ))}
            </nav>
          </>
        )}
      </div>
    </Panel>
  );
}
