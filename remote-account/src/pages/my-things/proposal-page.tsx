/** /user/proposal (我的方案): tips I bought (已购) and the tips of the experts I follow (关注). */
import { useState } from 'react';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { PagedRows } from '../../features/my-things/components/paged-rows';
import { TipRow } from '../../features/my-things/components/rows';
import { useMyTips, type TipFeed } from '../../features/my-things/hooks/use-my-tips';

type Tab = TipFeed;
const TABS: { key: Tab; label: string }[] = [
  { key: 'bought', label: '已购方案' },
  { key: 'followed', label: '关注专家的方案' },
];
const EMPTY: Record<Tab, string> = { bought: '还没有购买方案', followed: '关注的专家还没有发布方案' };

export default function ProposalPage() {
  const [tab, setTab] = useState<Tab>('bought');
  const paged = useMyTips(tab);
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
