/** /message/fans and /message/attention: who follows me and whom I follow, mutual follows marked. */
import { DataState } from '@kickoff/shared/data';
import { NavBar } from '@kickoff/shared/ui';
import { useFollows } from '../../features/people/hooks/use-people-lists';
import { PeopleList } from '../../features/people/components/people-list';
import styles from '../../features/people/components/people.module.css';

export function FollowPage({ which }: { which: 'fans' | 'attention' }) {
  const { data, error, reload } = useFollows(which);
  return (
    <main className={styles.page}>
      <NavBar title={which === 'fans' ? '我的粉丝' : '我的关注'} />
      <DataState state={{ data, error, reload }}>
        {(people) => <PeopleList people={people} empty={which === 'fans' ? '暂无粉丝' : '暂无关注'} />}
      </DataState>
    </main>
  );
}

export const FansPage = () => <FollowPage which="fans" />;
export const AttentionPage = () => <FollowPage which="attention" />;
