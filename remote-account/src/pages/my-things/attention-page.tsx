/**
 * /user/attention (我的关注): the experts I follow (tips), the anchors I follow (video-live, their
 * rooms) and 球队 — following a team has no owner yet, and the tab says so.
 */
import { useState } from 'react';
import { MINE_PATHS, TIPS_PATHS, type ExpertRankPage } from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { api, unwrap } from '@kickoff/shared/api';
import { useData } from '@kickoff/shared/data';
import { Empty, NavBar, Tabs } from '@kickoff/shared/ui';
import { Loaded, useCall } from '../../features/loaded-view';
import styles from './my-things.module.css';
import { ExpertRow, RoomRow } from './rows';

type Tab = 'expert' | 'anchor' | 'team';
const TABS: { key: Tab; label: string }[] = [
  { key: 'expert', label: '专家' },
  { key: 'anchor', label: '主播' },
  { key: 'team', label: '球队' },
];

function Experts() {
  const state = useData<ExpertRankPage>(['my-experts'], () =>
    unwrap(api.post<ExpertRankPage>(TIPS_PATHS.experts, { page: 1, size: 50, attention: 1, days: 30 })),
  );
  return (
    <Loaded state={state}>
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
    </Loaded>
  );
}

function Anchors() {
  const state = useCall<LiveRoom[]>(['my-anchors'], MINE_PATHS.followedAnchors);
  return (
    <Loaded state={state}>
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
    </Loaded>
  );
}

export default function AttentionPage() {
  const [tab, setTab] = useState<Tab>('expert');
  return (
    <main>
      <NavBar title="我的关注" />
      <Tabs label="关注类别" items={TABS} active={tab} onChange={setTab} />
      {tab === 'expert' && <Experts />}
      {tab === 'anchor' && <Anchors />}
      {tab === 'team' && (
        <p className={styles.notice}>
          关注球队功能尚未上线：资料库的球队页还没有关注按钮，上线后关注的球队会列在这里。
        </p>
      )}
    </main>
  );
}
