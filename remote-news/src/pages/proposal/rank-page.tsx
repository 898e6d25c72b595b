/**
 * /proposal/rank (`POST /tj/expert/pc/experts`): experts ranked over 7 or 30 days by hit rate, ROI or
 * 连红, computed on the server from settled tips; follow here is plat 2 (this list updates).
 * /proposal/rank/attention (attention = 1): the experts I follow; an unfollow there is plat 3 and
 * takes the row off the list.
 */
import { useState } from 'react';
import type { ExpertRankPage, FollowPlat } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { useExpertRanks } from '../../features/tips/hooks/use-tips';
import { ExpertRow } from '../../features/tips/expert-row';
import { useFollow } from '../../features/tips/use-follow';
import styles from '../../features/tips/tips.module.css';
import { newsErrorText } from '../../lib/error-text';

const DAYS = [
  { key: '7', label: '近7天' },
  { key: '30', label: '近30天' },
];
const SORTS = [
  { key: 'hit' as const, label: '命中率' },
  { key: 'roi' as const, label: '盈利率' },
  { key: 'streak' as const, label: '连红' },
];

export default function RankPage({ attention = false }: { attention?: boolean }) {
  const [days, setDays] = useState('7');
  const [sort, setSort] = useState<'hit' | 'roi' | 'streak'>('hit');
  const ranks = useExpertRanks(attention, days, sort);
  const { setData } = ranks;
  const plat: FollowPlat = attention ? 3 : 2;
  const follow = useFollow(plat, (eid, flag) =>
    setData((d): ExpertRankPage => ({
      ...d,
      list:
        plat === 3 && flag === 0
          ? d.list.filter((r) => r.expert.id !== eid)
          : d.list.map((r) => (r.expert.id === eid ? { ...r, expert: { ...r.expert, follow: flag } } : r)),
    })),
  );
  return (
    <main>
      <NavBar title={attention ? '我关注的专家' : '专家榜'} />
      <Tabs label="统计周期" items={DAYS} active={days} onChange={setDays} />
      <Tabs label="排序" items={SORTS} active={sort} onChange={setSort} />
      {follow.error && (
        <p className={styles.error} role="alert">
          {follow.error}
        </p>
      )}
      <DataState
        state={ranks}
        isEmpty={(d) => d.list.length === 0}
        emptyText={attention ? '暂无关注的专家' : '暂无榜单数据'}
        errorText={newsErrorText}
      >
        {(d) => (
          <ul className={styles.list}>
            {d.list.map((r) => (
              <ExpertRow
                key={r.expert.id}
                row={r}
                busy={follow.busy === r.expert.id}
                onFollow={() => follow.toggle(r.expert.id)}
              />
            ))}
          </ul>
        )}
      </DataState>
    </main>
  );
}
