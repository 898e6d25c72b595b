/**
 * /user/attention (我的关注): everything a fan follows in one place — 赛事 (the matches starred on the
 * score pages, as on 我的赛事), 球队 (the teams followed on the 资料库 team pages, each linking back to
 * its page), the experts (tips) and the anchors (video-live, their rooms).
 */
import { useState } from 'react';
import { DataState } from '@kickoff/shared/data';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { FollowedMatches } from '../../features/my-things/components/followed-matches';
import { useFollowedAnchors, useFollowedExperts, useFollowedTeams } from '../../features/my-things/hooks/use-followed';
import styles from '../../features/my-things/components/my-things.module.css';
import { ExpertRow, RoomRow, TeamRow } from '../../features/my-things/components/rows';

type Tab = 'match' | 'team' | 'expert' | 'anchor';
const TABS: { key: Tab; label: string }[] = [
  { key: 'match', label: '赛事' },
  { key: 'team', label: '球队' },
  { key: 'expert', label: '专家' },
  { key: 'anchor', label: '主播' },
];

function Experts() {
  const state = useFollowedExperts();
  return (
    <DataState state={state}>
      {(page) =>
        page.list.length === 0 ? (
          <Empty text="还没有关注专家" />
        ) : (
          <ul className={styles.list} aria-label="关注的专家">
            {page.list.map((r) => (
              <li key={r.expert.id} className={styles.item}>
                <ExpertRow e={r.expert} />
              </li>
            ))}
          </ul>
        )
      }
    </DataState>
  );
}

function Anchors() {
  const state = useFollowedAnchors();
  return (
    <DataState state={state}>
      {(rooms) =>
        rooms.length === 0 ? (
          <Empty text="还没有关注主播" />
        ) : (
          <ul className={styles.list} aria-label="关注的主播">
            {rooms.map((r) => (
              <li key={r.id} className={styles.item}>
                <RoomRow r={r} />
              </li>
            ))}
          </ul>
        )
      }
    </DataState>
  );
}

function Teams() {
  const state = useFollowedTeams();
  return (
    <DataState state={state}>
      {(teams) =>
        teams.length === 0 ? (
          <Empty text="还没有关注球队，去资料库的球队页点「关注」吧" />
        ) : (
          <ul className={styles.list} aria-label="关注的球队">
            {teams.map((t) => (
              <li key={t.id} className={styles.item}>
                <TeamRow t={t} />
              </li>
            ))}
          </ul>
        )
      }
    </DataState>
  );
}

export default function AttentionPage() {
  const [tab, setTab] = useState<Tab>('match');
  return (
    <main>
      <NavBar title="我的关注" />
      <Tabs label="关注类别" items={TABS} active={tab} onChange={setTab} />
      {tab === 'match' && <FollowedMatches />}
      {tab === 'expert' && <Experts />}
      {tab === 'anchor' && <Anchors />}
      {tab === 'team' && <Teams />}
    </main>
  );
}
