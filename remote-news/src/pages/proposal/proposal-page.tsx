/**
 * /proposal: the tip feed (`GET /tj/recommend/{code}`, recList + next) — 全部 / 免费 / 付费 / 关注 /
 * 模型 — with entries to the match list (发方案) and the ranks. More pages load as the fan scrolls.
 */
import { useState } from 'react';
import { Link } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { NavBar, Tabs } from '@kickoff/shared/ui';
import { useTipFeed } from '../../features/tips/hooks/use-tips';
import { PagedFeed } from '../../components/paged-feed';
import { TipCard } from '../../features/tips/tip-card';
import styles from '../../features/tips/tips.module.css';

const CODES = [
  { key: '0', label: '全部' },
  { key: '1', label: '免费' },
  { key: '2', label: '付费' },
  { key: '3', label: '关注' },
  { key: '4', label: '模型' },
];

/** one tab's tips, more as the fan scrolls */
function Feed({ code }: { code: number }) {
  const paged = useTipFeed(code);
  return (
    <PagedFeed paged={paged} emptyText={code === 3 ? '关注的专家暂无方案' : '暂无推荐'}>
      {(tips) => (
        <ul className={styles.list}>
          {tips.map((t) => (
            <TipCard key={t.id} tip={t} />
          ))}
        </ul>
      )}
    </PagedFeed>
  );
}

export default function ProposalPage() {
  const token = useAuthStore((s) => s.token);
  const [code, setCode] = useState('0');
  const codes = token ? CODES : CODES.filter((c) => c.key !== '3');
  return (
    <main>
      <NavBar title="专家推荐" showBack={false} />
      <nav className={styles.links} aria-label="方案入口">
        <Link className={styles.entry} to="/proposal/matchList">
          赛事 · 发方案
        </Link>
        <Link className={styles.entry} to="/proposal/rank">
          专家榜
        </Link>
        <Link className={styles.entry} to="/proposal/rank/attention">
          我的关注
        </Link>
      </nav>
      <Tabs label="方案类型" items={codes} active={code} onChange={setCode} />
      <Feed code={Number(code)} />
    </main>
  );
}
