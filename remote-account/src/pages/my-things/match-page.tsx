/** /user/match (我的赛事): the matches I follow (scores remote's ☆), newest follow first, live ones marked. */
import { NavBar } from '@kickoff/shared/ui';
import { FollowedMatches } from '../../features/my-things/components/followed-matches';

export default function MyMatchPage() {
  return (
    <main>
      <NavBar title="我的赛事" />
      <FollowedMatches />
    </main>
  );
}
