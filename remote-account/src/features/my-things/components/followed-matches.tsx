/** The matches a fan follows (the scores remote's ☆), newest follow first, live ones marked: 我的赛事 and 我的关注's 赛事. */
import { Empty } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useFollowedMatches } from '../hooks/use-followed';
import styles from './my-things.module.css';
import { MatchRow } from './rows';

export function FollowedMatches() {
  const state = useFollowedMatches();
  return (
    <DataState state={state}>
      {(list) =>
        list.length === 0 ? (
          <Empty text="暂无关注的比赛，去比分页点 ☆ 关注吧" />
        ) : (
          <ul className={styles.list} aria-label="关注的比赛">
            {list.map((m) => (
              <li key={m.id} className={styles.item}>
                <MatchRow m={m} />
              </li>
            ))}
          </ul>
        )
      }
    </DataState>
  );
}
