/** /user/proposal (我的方案): tips I bought (已购) and the tips of the experts I follow (关注). */
import { useState } from 'react';
import { api, unwrap } from '@kickoff/shared/api';
import { TIPS_PATHS, type Recommendation, type TipPage } from '@kickoff/shared/contracts';
import { usePagedData } from '@kickoff/shared/paged-data';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { PagedRows } from '../../features/paged-rows';
import { TipRow } from './rows';

type Tab = 'bought' | 'followed';
/** the tip feed's codes: 5 已购, 3 关注 */
const FEED_CODE: Record<Tab, number> = { bought: 5, followed: 3 };
const TABS: { key: Tab; label: string }[] = [
  { key: 'bought', label: '已购方案' },
  { key: 'followed', label: '关注专家的方案' },
];
const EMPTY: Record<Tab, string> = { bought: '还没有购买方案', followed: '关注的专家还没有发布方案' };

export default function ProposalPage() {
  const [tab, setTab] = useState<Tab>('bought');
  const paged = usePagedData<Recommendation>(['my-tips', tab], async (page) => {
    const got = await unwrap(api.get<TipPage>(TIPS_PATHS.recommend(FEED_CODE[tab]), { page, size: 20 }));
    return { list: got.recList, next: got.next };
  });
  return (
    <main>
      <NavBar title="我的方案" />
      <Tabs label="方案类别" items={TABS} active={tab} onChange={setTab} />
      <PagedRows
        paged={paged}
        empty={EMPTY[tab]}
        label={TABS.find((t) => t.key === tab)!.label}
        rowKey={(t) => t.id}
        row={(t) => <TipRow t={t} />}
      />
    </main>
  );
}
